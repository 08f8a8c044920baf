import type { CouponErrorCode } from '../errors/catalogue';

/**
 * The shape of the help pages' texts (MBS, system coupons, the iddaa rules): a title, an intro and sections of
 * paragraphs, lists and small tables, drawn by the client's help page.
 */
export type HelpBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

export interface HelpSection {
  heading: string;
  blocks: readonly HelpBlock[];
}

export interface HelpPage {
  title: string;
  intro: string;
  sections: readonly HelpSection[];
}

export const paragraph = (text: string): HelpBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): HelpBlock => ({ kind: 'list', items });
export const table = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]): HelpBlock => ({
  kind: 'table',
  caption,
  head,
  rows,
});

/** The route names of the help pages (ROUTES keys). */
export type HelpRoute = 'helpMbs' | 'helpSystemCoupon' | 'helpRules';

export const HELP_ROUTES: readonly HelpRoute[] = ['helpMbs', 'helpSystemCoupon', 'helpRules'];

/** The link texts of the help pages (footer, coupon panel, the foot of each help page). */
export const HELP_LINK_TEXTS: Readonly<Record<HelpRoute, string>> = {
  helpMbs: 'MBS nedir?',
  helpSystemCoupon: 'Sistem kupon nasıl oynanır?',
  helpRules: 'iddaa kuralları',
};

/**
 * The help page a coupon problem links to, beside its message in the coupon panel: where the rule bites. Problems
 * that are no rule to learn (an empty coupon, a locked outcome) link nowhere.
 */
export const HELP_FOR_COUPON_PROBLEM: Readonly<Partial<Record<CouponErrorCode, HelpRoute>>> = {
  MBS_NOT_MET: 'helpMbs',
  TOO_MANY_COLUMNS: 'helpSystemCoupon',
  INVALID_SYSTEM_SIZE: 'helpSystemCoupon',
  BANKER_WITHOUT_SYSTEM: 'helpSystemCoupon',
  TOO_MANY_BANKERS: 'helpSystemCoupon',
  TOO_MANY_SELECTIONS: 'helpRules',
  DUPLICATE_EVENT: 'helpRules',
  BELOW_MIN_AMOUNT: 'helpRules',
  INVALID_MISLI: 'helpRules',
};

/** Labels around the help pages: the links list in the footer and at the foot of each page. */
export const HELP_TEXTS = {
  otherPages: 'Diğer yardım sayfaları',
  area: 'Yardım',
} as const;
