/** Everything the HTTP layer needs, built by the composition root (edge/app.ts) and passed in. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { ProgramReader } from '../feed/program-reader';
import type { Db } from '../storage/db.port';
import type { BetDetailService } from '../domain/bet-detail.service';
import type { LoginService } from '../domain/login.service';
import type { MemberInfoService } from '../domain/member-info.service';
import type { PlayCouponService } from '../domain/play-coupon.service';
import type { SessionService } from '../domain/session.service';

export interface HttpDeps {
  /** One pino logger for the edge; the feed logs its errors through it too. */
  logger: FastifyBaseLogger;
  config: Config;
  now: () => number;
  db: Db;
  reader: ProgramReader;
  sessions: SessionService;
  login: LoginService;
  memberInfo: MemberInfoService;
  play: PlayCouponService;
  betDetail: BetDetailService;
}
