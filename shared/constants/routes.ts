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
  /** A Kupondaş member's profile: shares, stats, follow. */
  kupondasProfile: '/kupondas/uye/:nickname',
  /** Kupondaş leaderboards (weekly, monthly, all time). */
  kupondasLeaders: '/kupondas/liderler',
  /** Where a blocked member lands: a URL containing 'sharingblocked' shows the block message (spec section 2). */
  kupondasSharingBlocked: '/kupondas/sharingblocked',
  setDefaultView: '/Site/SetDefaultViewCookie',
  program: '/iddaa',
  programDetailAlias: '/iddaa/detail',
  live: '/iddaa/canli-iddaa-canli-bahis',
  rafflesWinners: '/kazandirdiklarimiz',
  raffleResults: '/cekilis-sonuclari',
  /** Hesabım (the account area): my coupons, contact permissions and consent. */
  account: '/hesabim',
  myCoupons: '/hesabim/kuponlarim',
  contactPermissions: '/hesabim/iletisim-izinleri',
  /** Sorumlu Oyun: stake and loss limits, session reminder, self-exclusion. */
  responsiblePlay: '/hesabim/sorumlu-oyun',
  /** The campaign page with its login form. */
  campaign: '/kampanya/:id',
  /** A shared saved (unplayed) coupon loaded into the panel: GetSavedCoupon?code=. */
  savedCoupon: '/kayitli-kupon/:code',
  /** The public page of a played, shared coupon, e.g. /kupon/12345678901234. */
  couponPage: '/kupon/:couponNo',
  /** Short links: GET /k/{code} answers 302 to the coupon page (404 when unknown); served by the edge only. */
  shortLink: '/k/:code',
  horseRacing: '/at-yarisi',
  /** One race's card and the Ganyan coupon. */
  horseRacingRace: '/at-yarisi/kosu/:raceId',
  sportsToto: '/spor-toto',
  /** Match center: result and facts of a long-started or finished event (bet-detail routing), ?code=. */
  matchCenter: '/mac-merkezi',
  ops: '/ops',
  /** Ops moderation of avatars (behind the ops key). */
  opsAvatars: '/ops/avatarlar',
  /** Ops publishing of notices and content blocks, and raffles (behind the ops key). */
  opsContent: '/ops/icerik',
  /** Help pages: MBS, system coupons, the iddaa rules. */
  helpMbs: '/yardim/mbs-nedir',
  helpSystemCoupon: '/yardim/sistem-kupon',
  helpRules: '/yardim/iddaa-kurallari',
} as const;

export const LIVE_SLUG = 'canli-iddaa-canli-bahis';
export const LONG_TERM_SEGMENT = 'uzun-vadeli';

export const sportPath = (slug: string): string => `${ROUTES.program}/${slug}`;
export const longTermPath = (slug: string): string => `${ROUTES.program}/${slug}/${LONG_TERM_SEGMENT}`;
/** A horse race's card (/at-yarisi/kosu/{raceId}). */
export const racePath = (raceId: number): string => ROUTES.horseRacingRace.replace(':raceId', () => String(raceId));

/** The login pages: a return address naming one of them would bring the member back to a login form. */
export const LOGIN_PAGES: readonly string[] = [ROUTES.loginPage, ROUTES.loginAlt, ROUTES.loginCaptcha];

/** Login redirect, first reading (spec section 2). */
export const loginPageUrl = (redirectUrl: string): string =>
  `${ROUTES.loginPage}?RedirectUrl=${encodeURIComponent(redirectUrl)}`;

/** Login redirect, second reading, with pstn=0 and Code=wr0002. */
export const loginAltUrl = (redirectUrl: string): string =>
  `${ROUTES.loginAlt}?pstn=0&Code=wr0002&RedirectUrl=${encodeURIComponent(redirectUrl)}`;

/**
 * Every page route the SPA serves, and only those: the edge answers these with the app shell and 200, any other page
 * path with the shell and 404 (isKnownPagePath in page-paths.ts). Patterns use `:param`; a trailing `/*` matches any
 * deeper path. Routes of the spec whose pages are not built yet stay out until they are.
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
  ROUTES.program,
  ROUTES.programDetailAlias,
  `${ROUTES.program}/:slug`,
  `${ROUTES.program}/:slug/${LONG_TERM_SEGMENT}`,
  ROUTES.myCoupons,
  ROUTES.matchCenter,
  ROUTES.live,
  ROUTES.ops,
  ROUTES.opsAvatars,
  ROUTES.campaign,
  ROUTES.contactPermissions,
  ROUTES.responsiblePlay,
  ROUTES.account,
  ROUTES.savedCoupon,
  ROUTES.couponPage,
  ROUTES.helpMbs,
  ROUTES.helpSystemCoupon,
  ROUTES.helpRules,
  ROUTES.kupondas,
  ROUTES.kupondasUnderConstruction,
  ROUTES.kupondasProfile,
  ROUTES.kupondasLeaders,
  ROUTES.kupondasSharingBlocked,
  ROUTES.rafflesWinners,
  ROUTES.raffleResults,
  ROUTES.horseRacing,
  ROUTES.horseRacingRace,
  ROUTES.sportsToto,
  ROUTES.opsContent,
];

/** The short link's path without its code: '/k/'. */
export const SHORT_LINK_PREFIX = ROUTES.shortLink.replace(':code', '');

export const campaignPath = (id: number): string => ROUTES.campaign.replace(':id', () => String(id));
export const savedCouponPath = (code: string): string => ROUTES.savedCoupon.replace(':code', () => encodeURIComponent(code));
export const kupondasProfilePagePath = (nickname: string): string =>
  ROUTES.kupondasProfile.replace(':nickname', () => encodeURIComponent(nickname));
export const couponPagePath = (couponNo: string): string => ROUTES.couponPage.replace(':couponNo', () => encodeURIComponent(couponNo));

/** The menu treats /iddaa/detail as /iddaa. */
export const menuPath = (pathname: string): string =>
  pathname.startsWith(ROUTES.programDetailAlias) ? ROUTES.program : pathname;

/** The KVK text's place on the contract page: the footer's KVK link opens it there (`/sozlesme#kvk`). */
export const CONTRACT_KVK_ID = 'kvk';
