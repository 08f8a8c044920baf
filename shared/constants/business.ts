/** Business constants and limits of spec section 9 and the coupon rules of iddaa-rules.md. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const YEAR_MS = 31_536_000_000;

export const LIMITS = {
  couponNameMin: 3,
  couponNameMax: 20,
  securityCodeMin: 5,
  activationCodeMin: 6,
  activationCodesPerDay: 5,
  activationCountdownMs: 3 * MINUTE,
  activationTickMs: SECOND,
  phoneDigits: 10,
  phoneFirstDigit: '5',
  citizenIdDigits: 11,
  avatarCroppedMaxBytes: 2_000_000,
  avatarOriginalMaxBytes: 15_000_000,
  avatarZoomDivisor: 20,
  oddsDecimals: 2,
  namedDaysWindow: 7,
  popupScrollRateGroups: 3,
} as const;

export const VERIFICATION_TYPES = { phone: 1, email: 2, phoneInfo: 99 } as const;

export const BREAKPOINTS = { phoneMax: 767, tabletMin: 768, tabletMax: 995, desktopMin: 996 } as const;

export const TIMING = {
  keepAliveMs: 300_000,
  serverClockRefreshMs: 500,
  liveShareWindowMs: 5 * MINUTE,
  pollingIntervalMs: 5000,
  pollingDelayMs: 5000,
  activityReportTimeoutMs: 5 * SECOND,
  slideMenuMs: 300,
  slideMenuPaddingPx: 256,
} as const;

/** Live-score timeout for bet-detail routing, in minutes. */
export const LS_TIMEOUT = { defaultMinutes: 2880, mmaMinutes: 0 } as const;

export const COOKIES = {
  cookieBarClosedMs: YEAR_MS,
  dismissedContractMs: YEAR_MS,
  otherMs: YEAR_MS,
  viewSwitcherDisabledDays: 365,
} as const;

export const CONTRACT_NOTICE_FLAG_ID = 5;

export const CLIENT_LOG = { maxPerSession: 50, maxWithoutSessionStorage: 5, maxMessageLength: 1024 } as const;

/** Socket settings of section 9: the shared runtime (live program) and the sharing client (Kupondaş). */
export const SOCKET = {
  sharedRuntime: { reconnectDelayMs: 30_000, reconnectDelayMaxMs: 60_000, timeoutMs: 10_000 },
  sharingClient: { reconnectDelayMs: 1000, reconnectDelayMaxMs: 5000, randomization: 0.5, timeoutMs: 20_000 },
} as const;

export const PRIVACY_LEVEL = { allMembers: 1, followers: 2 } as const;

/** Coupon rules (iddaa-rules.md). Money is integer kuruş, odds integer hundredths. */
export const COUPON_RULES = {
  maxSelections: 30,
  minMbs: 1,
  maxMbs: 4,
  columnPriceKurus: 100,
  minCouponAmountKurus: 5000,
  maxWinningsKurus: 1_250_000_000,
  /** Most columns one coupon may have (the edge's PLAY_MAX_COLUMNS; this is its default and the client's check). */
  maxColumns: 100_000,
  minMisli: 1,
  maxMisli: 2000,
  /** No play in this Europe/Istanbul window (HH:MM, start inclusive, end exclusive). */
  noPlayWindow: { from: '23:55', to: '00:10' },
  horseRacingMinKurus: 1000,
} as const;

export const TIME_ZONE = 'Europe/Istanbul';
export const LOCALE = 'tr-TR';
export const CURRENCY_SUFFIX = 'TL';
