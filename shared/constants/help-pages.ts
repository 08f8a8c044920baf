/** The help pages by route name: what the client's help page draws. */
import type { HelpPage, HelpRoute } from './help-content';
import { HELP_MBS } from './help-mbs';
import { HELP_SYSTEM_COUPON } from './help-system-coupon';
import { HELP_RULES } from './help-rules';

export const HELP_PAGES: Readonly<Record<HelpRoute, HelpPage>> = {
  helpMbs: HELP_MBS,
  helpSystemCoupon: HELP_SYSTEM_COUPON,
  helpRules: HELP_RULES,
};
