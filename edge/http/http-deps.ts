/** Everything the HTTP layer needs, built by the composition root (edge/app.ts) and passed in. */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { ProgramReader } from '../program/program-reader';
import type { BetDetailService } from '../domain/bet-detail.service';
import type { CaptchaService } from '../domain/captcha.service';
import type { LoginService } from '../domain/login.service';
import type { MemberInfoService } from '../domain/member-info.service';
import type { MemberStateService } from '../domain/member-state.service';
import type { PasswordChangeService } from '../domain/password-change.service';
import type { PlayCouponService } from '../domain/play-coupon.service';
import type { SessionService } from '../domain/session.service';
import type { SignupService } from '../domain/signup.service';
import type { VisitorTokens } from '../domain/visitor-token.service';
import type { ForgotPasswordService } from '../domain/forgot-password.service';
import type { MessagesService } from '../domain/messages.service';
import type { MyCouponsService } from '../domain/my-coupons.service';
import type { CouponShareService } from '../domain/coupon-share.service';
import type { OpsSampler } from '../ops/ops-sampler';
import type { ContractService } from '../domain/contract.service';
import type { ConsentService } from '../domain/consent.service';
import type { SiteNoticesService } from '../domain/site-notices.service';
import type { CampaignService } from '../domain/campaign.service';
import type { ClientLogService } from '../domain/client-log.service';
import type { HealthService } from '../domain/health.service';
import type { OutboxService } from '../domain/outbox.service';
import type { SharingService } from '../domain/sharing.service';
import type { SharingMailService } from '../domain/sharing-mail.service';
import type { SharingOpsService } from '../domain/sharing-ops.service';
import type { KupondasFeedService } from '../domain/kupondas-feed.service';
import type { KupondasFollowService } from '../domain/kupondas-follow.service';
import type { KupondasLeaderboardService } from '../domain/kupondas-leaderboard.service';
import type { KupondasCommentsService } from '../domain/kupondas-comments.service';
import type { AvatarService } from '../domain/avatar.service';
import type { AvatarModerationService } from '../domain/avatar-moderation.service';
import type { ResponsiblePlayService } from '../domain/responsible-play.service';
import type { ContactVerificationService } from '../domain/contact-verification.service';
import type { AccountInfoService } from '../domain/account-info.service';
import type { RafflesService } from '../domain/raffles.service';
import type { WinnersService } from '../domain/winners.service';
import type { NoticesService } from '../domain/notices.service';
import type { SportotoPoolService } from '../domain/sportoto-pool.service';
import type { SportotoPlayService } from '../domain/sportoto-play.service';
import type { SportotoCallsService } from '../domain/sportoto-calls.service';
import type { DiagnosticsService } from '../domain/diagnostics.service';
import type { RacingServices } from '../racing-services';

export interface HttpDeps {
  /** One pino logger for the edge; the feed logs its errors through it too. */
  logger: FastifyBaseLogger;
  config: Config;
  now: () => number;
  reader: ProgramReader;
  sessions: SessionService;
  /** Visitors' signed anti-forgery tokens (no stored session). */
  visitors: VisitorTokens;
  login: LoginService;
  memberInfo: MemberInfoService;
  play: PlayCouponService;
  betDetail: BetDetailService;
  /** Captcha images, the foreign-login and CaptchaRequired rules (captcha.routes, auth.routes). */
  captcha: CaptchaService;
  /** Sign-up, forgot password, contact us and member messages (membership.routes, messages.routes). */
  signup: SignupService;
  forgotPassword: ForgotPasswordService;
  messages: MessagesService;
  /** Forced states (password change, profession, contract, consent) and the profession list. */
  memberState: MemberStateService;
  passwordChange: PasswordChangeService;
  /** My coupons and sharing: my coupons, naming, saved coupons, mail, short links, tracking. */
  myCoupons: MyCouponsService;
  couponShare: CouponShareService;
  /** Contracts (contract.routes) and personal-data consent and contact permissions (consent.routes). */
  contracts: ContractService;
  consent: ConsentService;
  /** The cookie bar and membership cancellation (site-notices.routes). */
  siteNotices: SiteNoticesService;
  /** Campaign participation and client error reports (client-plumbing.routes). */
  campaigns: CampaignService;
  clientLog: ClientLogService;
  /** The database side of GET /healthz. */
  health: HealthService;
  /** The SMS and e-mail outbox the ops call reads. */
  outbox: OutboxService;
  /** Kupondaş sharing: ShareCoupon, privacy level, /sharing/{action} (sharing.routes), the top-ten mail, its ops. */
  sharing: SharingService;
  sharingMail: SharingMailService;
  sharingOps: SharingOpsService;
  /** Ops: the realtime snapshot (GET /ops/realtime) and the socket and bus side of GET /healthz. */
  ops: Pick<OpsSampler, 'snapshot' | 'health'>;
  /** Kupondaş's social half: feeds and profiles, follows and blocks, leaderboards, comments (kupondas-social.routes). */
  kupondasFeed: KupondasFeedService;
  kupondasFollow: KupondasFollowService;
  kupondasLeaderboard: KupondasLeaderboardService;
  kupondasComments: KupondasCommentsService;
  /** The member's avatar (avatar.routes) and its ops moderation (avatar-ops.routes). */
  avatars: AvatarService;
  avatarModeration: AvatarModerationService;
  /** Responsible play: limits, session reminder, self-exclusion (responsible-play.routes; enforced by the play). */
  responsiblePlay: ResponsiblePlayService;
  /** Contact verification of the member's phone and e-mail (contact-verification.routes). */
  contactVerification: ContactVerificationService;
  /** The Hesap Bilgilerim page's names and numbers (account-info.routes). */
  accountInfo: AccountInfoService;
  /** Raffles and winners (raffles.routes), notices and content blocks (notices.routes); issue 14. */
  raffles: RafflesService;
  winners: WinnersService;
  notices: NoticesService;
  /** Spor Toto: the pool, play, naming, mail and tracking (sportoto.routes); issue 14. */
  sportotoPool: SportotoPoolService;
  sportotoPlay: SportotoPlayService;
  sportotoCalls: SportotoCallsService;
  /** Screen logs, coupon activity reports and their ops aggregates (diagnostics.routes). */
  diagnostics: DiagnosticsService;
  /** Horse racing: program, race cards, results, Ganyan play and the member's Ganyan coupons (racing.routes). */
  racing: RacingServices;
}

/** An area of the HTTP layer: an encapsulated fastify plugin, registered with the services it uses. */
export type AreaPlugin<K extends keyof HttpDeps> = FastifyPluginAsync<Pick<HttpDeps, K>>;
