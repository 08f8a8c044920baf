/** The route table of spec section 2. Where the spec shows two spellings, both are listed. */
export const ROUTES = {
  home: '/',
  loginPage: '/Site/LoginPage',
  loginAlt: '/uyelik/giris',
  loginCaptcha: '/Site/LoginCaptcha',
  security: '/Security/Security',
  profession: '/meslek-bilginiz',
  verification: '/uye/dogrulama',
  signUp: '/uye-ol',
  signUpAlt: '/uyelik/uye-ol',
  forgotPassword: '/sifremi-unuttum',
  forgotPasswordAlt: '/uye/sifremi-unuttum',
  contactUs: '/bize-yazin',
  writeMessage: '/hesabim/mesaj-yaz',
  contract: '/Contract/Index',
  contractAlt: '/sozlesme',
  kupondas: '/kupondas',
  kupondasUnderConstruction: '/kupondas/underconstruction',
  setDefaultView: '/Site/SetDefaultViewCookie',
  program: '/iddaa',
  programDetailAlias: '/iddaa/detail',
  live: '/iddaa/canli-iddaa-canli-bahis',
  rafflesWinners: '/kazandirdiklarimiz',
  raffleResults: '/cekilis-sonuclari',
  myCoupons: '/hesabim/kuponlarim',
  /** Match center: result and facts of a long-started or finished event (bet-detail routing), ?code=. */
  matchCenter: '/mac-merkezi',
  ops: '/ops',
} as const;

export const LIVE_SLUG = 'canli-iddaa-canli-bahis';
export const LONG_TERM_SEGMENT = 'uzun-vadeli';

export const sportPath = (slug: string): string => `${ROUTES.program}/${slug}`;
export const longTermPath = (slug: string): string => `${ROUTES.program}/${slug}/${LONG_TERM_SEGMENT}`;

/** Login redirect, first reading (spec section 2). */
export const loginPageUrl = (redirectUrl: string): string =>
  `${ROUTES.loginPage}?RedirectUrl=${encodeURIComponent(redirectUrl)}`;

/** Login redirect, second reading, with pstn=0 and Code=wr0002. */
export const loginAltUrl = (redirectUrl: string): string =>
  `${ROUTES.loginAlt}?pstn=0&Code=wr0002&RedirectUrl=${encodeURIComponent(redirectUrl)}`;

/**
 * Every page route the SPA serves; the edge answers each with the app shell. Patterns use `:param`; a trailing
 * `/*` matches any deeper path.
 */
export const PAGE_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.loginPage,
  ROUTES.loginAlt,
  ROUTES.loginCaptcha,
  ROUTES.security,
  ROUTES.profession,
  ROUTES.verification,
  ROUTES.signUp,
  ROUTES.signUpAlt,
  ROUTES.forgotPassword,
  ROUTES.forgotPasswordAlt,
  ROUTES.contactUs,
  ROUTES.writeMessage,
  ROUTES.contract,
  ROUTES.contractAlt,
  ROUTES.kupondas,
  ROUTES.kupondasUnderConstruction,
  ROUTES.program,
  `${ROUTES.program}/:slug`,
  `${ROUTES.program}/:slug/${LONG_TERM_SEGMENT}`,
  ROUTES.rafflesWinners,
  ROUTES.raffleResults,
  ROUTES.myCoupons,
  ROUTES.matchCenter,
  ROUTES.live,
  ROUTES.ops,
  '/kampanya/:id', // the campaign page, CAMPAIGN_PAGE_ROUTE in campaigns.ts
  '/hesabim/iletisim-izinleri', // contact permissions and consent, CONTACT_PERMISSIONS_PATH in contract.ts
  '/kayitli-kupon/:code', // a shared saved coupon loaded into the panel, SAVED_COUPON_ROUTE in coupon-engine-api.ts
  '/kupon/:couponNo', // the public page of a played, shared coupon, COUPON_PAGE_ROUTE in coupon-engine-api.ts
];

/** The menu treats /iddaa/detail as /iddaa. */
export const menuPath = (pathname: string): string =>
  pathname.startsWith(ROUTES.programDetailAlias) ? ROUTES.program : pathname;
