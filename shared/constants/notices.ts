/** Notices and content blocks (issue 14; spec sections 2, 3 and 9). */
import { CONTRACT_NOTICE_FLAG_ID } from './business';

/**
 * Built-in notice flag ids, below every ops notice id (ops notices start at OPS_NOTICE_FIRST_ID). The contract-update
 * notice is flag 5 (spec section 9): member info answers NoticeId 5 when it shows, and dismissing 5 remembers it.
 */
export const NOTICE_FLAG_ID = { contract: CONTRACT_NOTICE_FLAG_ID } as const;
export const OPS_NOTICE_FIRST_ID = 100;

/** A visitor's dismissed notices (comma-separated ids); members' dismissals are kept on the server. */
export const NOTICE_DISMISS_COOKIE = 'DismissedNotices';
/** At most this many ids are kept in the visitor's cookie (oldest dropped). */
export const NOTICE_DISMISS_COOKIE_MAX = 30;

/** Content blocks the site shows; ops may publish any key matching CONTENT_KEY_PATTERN. */
export const CONTENT_KEYS = { raffleCampaign: 'cekilis-kampanya', winnersIntro: 'kazananlar-tanitim', homeBanner: 'ana-sayfa-banner' } as const;
export const CONTENT_KEY_PATTERN = '^[a-z0-9][a-z0-9-]{1,47}$';

/** Limits of what ops write. */
export const NOTICE_LIMITS = { titleMax: 120, htmlMaxChars: 20_000, stepsMax: 10 } as const;
export const STORY_LIMITS = { minChars: 20, maxChars: 1000 } as const;
/** How many big wins each period lists. */
export const BIG_WINS_LIMIT = 10;
