/**
 * Kupondaş suites' fixtures (sharing, feeds, profiles): members made through the real sign-up and login calls,
 * coupons played through the real play call, shares through ShareCoupon. Sign-up answers with balance 0 and the
 * site has no deposit call, so `newMember` credits an opening balance the way the seed does (a ledger row with the
 * balance change). Start the edge with a high `loginRateLimitPerMinute` (sign-up and login share that limit).
 */
import { API, type PlayCouponAnswer } from '@shared/protocol/api';
import {
  KUPONDAS_SHARE_API, PRIVACY_LEVEL, type ShareCouponAnswer, type ShareCouponRequest,
} from '@shared/protocol/kupondas-share-api';
import { MEMBERSHIP_API, type RegisterAnswer } from '@shared/protocol/membership-api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { LEDGER_KIND, ledgerRepo } from '../../edge/storage/ledger.repo';
import { membersRepo } from '../../edge/storage/members.repo';
import { openBrowser, type Browser } from './browser';
import { playOk, type Played } from './coupon-fixtures';
import type { TestEdge } from './harness';
import { applicant } from './membership-fixtures';
import { loadPicks, playRequest, snapshotPicks, type Pick } from './program-picks';

/**
 * A test edge for Kupondaş suites: sign-ups and logins of many members from one address; sessions that live through
 * a clock moved up to a day ahead (sharing after an event's start).
 */
export const KUPONDAS_EDGE = { loginRateLimitPerMinute: 10_000, settleEveryMs: 200, sessionIdleMinutes: 24 * 60, sessionAbsoluteHours: 24 * 30 } as const;

export interface Member {
  browser: Browser;
  id: number;
  username: string;
  nickname: string;
}

const OPENING_BALANCE_KURUS = 1_000_000;

/** Signs a new member up, credits the opening balance and logs the member in (its own browser). */
export const newMember = async (t: TestEdge, balanceKurus = OPENING_BALANCE_KURUS): Promise<Member> => {
  const b = await openBrowser(t.url, '/uye-ol');
  const a = applicant();
  const reg = await b.post<RegisterAnswer>(MEMBERSHIP_API.register, a);
  if (reg.status !== 200 || !reg.body.IsSuccess) throw new Error(`sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const [row] = await t.db.query<{ id: number; nickname: string }>('SELECT id, nickname FROM members WHERE username = $1', [a.username]);
  if (!row) throw new Error(`member ${a.username} not stored`);
  await t.db.transaction(async (tx) => {
    await membersRepo.lockBalance(tx, row.id);
    await membersRepo.addToBalance(tx, row.id, balanceKurus);
    await ledgerRepo.insert(tx, { memberId: row.id, amountKurus: balanceKurus, kind: LEDGER_KIND.opening, couponId: null, createdAt: new Date(t.clock.now()) });
  });
  const login = await b.login(a.username, a.password);
  if (!login.IsSuccess) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return { browser: b, id: row.id, username: a.username, nickname: row.nickname };
};

/** Plays a pre-match coupon of `count` selections (events far from their start) and answers the play. */
export const playPreMatch = async (t: TestEdge, m: Member, count = 2, misli = 50): Promise<{ played: Played; picks: Pick[] }> => {
  const picks = await loadPicks(m.browser, count, t.clock.now());
  return { played: await playOk(m.browser, playRequest(picks, misli)), picks };
};

/** Plays the pre-match selection whose event starts first (tests that move the clock past a start). */
export const playEarliest = async (t: TestEdge, m: Member, misli = 50): Promise<{ played: Played; picks: Pick[] }> => {
  const snap = (await m.browser.get<ProgramSnapshot>(`${API.sportProgram}?sportId=1`)).body;
  const first = snapshotPicks(snap, t.clock.now()).sort((a, b) => a.event.startsAt - b.event.startsAt)[0];
  if (!first) throw new Error('no pre-match pick in sport 1');
  return { played: await playOk(m.browser, playRequest([first], misli)), picks: [first] };
};

/** Open picks on distinct live events whose markets need at most `count` events. */
const livePicks = (snap: ProgramSnapshot, count: number): Pick[] => {
  const markets = new Map(snap.markets.map((mk) => [mk.id, mk]));
  const outcomes = new Map(snap.outcomes.map((o) => [o.id, o]));
  const out: Pick[] = [];
  for (const event of snap.events) {
    if (!event.live || !event.bettableInPlay || event.status !== EVENT_STATUS.open) continue;
    for (const id of event.marketIds) {
      const market = markets.get(id);
      if (!market || market.status !== OUTCOME_STATUS.open || market.mbs > count) continue;
      const outcome = market.outcomeIds.map((o) => outcomes.get(o)).find((o) => o?.status === OUTCOME_STATUS.open);
      if (outcome) {
        out.push({ event, market, outcome });
        break;
      }
    }
    if (out.length === count) return out;
  }
  return out;
};

/** Plays a live coupon (two to four live events), retrying while live markets lock for a moment. */
export const playLive = async (m: Member): Promise<{ played: Played; picks: Pick[] }> => {
  let last = 'no live picks';
  for (let attempt = 0; attempt < 20; attempt++) {
    const snap = (await m.browser.get<ProgramSnapshot>(API.liveProgram)).body;
    const picks = [2, 3, 4].map((n) => livePicks(snap, n)).find((p) => p.length >= 2 && p.every((x) => x.market.mbs <= p.length));
    if (picks) {
      const r = await m.browser.post<PlayCouponAnswer>(API.playCoupon, playRequest(picks, 50));
      if (r.status === 200 && r.body.IsSuccess) return { played: r.body, picks };
      last = JSON.stringify(r.body);
    }
    await new Promise((res) => setTimeout(res, 500));
  }
  throw new Error(`no live coupon could be played: ${last}`);
};

/**
 * Moves the edge's clock to `at` in steps under the session idle limit, the member's session used at each (as a
 * person would), so the session survives a jump of days. `t.clock.reset()` goes back.
 */
export const advanceClock = async (t: TestEdge, m: Member, at: number): Promise<void> => {
  const step = (KUPONDAS_EDGE.sessionIdleMinutes - 60) * 60_000;
  for (let c = t.clock.now() + step; c < at; c += step) {
    t.clock.set(c);
    await m.browser.get(KUPONDAS_SHARE_API.privacyLevel);
  }
  t.clock.set(at);
};

/** The share request of a member's coupon (privacy level all members unless told). */
export const shareRequest = (m: Member, couponNo: string, over: Partial<ShareCouponRequest> = {}): ShareCouponRequest => ({
  memberId: m.id,
  platformId: 1,
  cbsCouponNo: couponNo,
  privacyLevel: PRIVACY_LEVEL.allMembers,
  shareAll: 1,
  ...over,
});

/** POSTs ShareCoupon under the edge's SHARING_API_BASE with the browser's session and token. */
export const share = (t: TestEdge, b: Browser, req: ShareCouponRequest) =>
  b.post<ShareCouponAnswer>(`${t.edge.config.sharingApiBase}${KUPONDAS_SHARE_API.shareCoupon}`, req);

/** Plays a pre-match coupon and shares it; answers the share id and the played coupon. */
export const playAndShare = async (t: TestEdge, m: Member, privacyLevel: number = PRIVACY_LEVEL.allMembers) => {
  const { played, picks } = await playPreMatch(t, m);
  const r = await share(t, m.browser, shareRequest(m, played.CouponNo, { privacyLevel }));
  if (r.status !== 200 || !r.body.d || r.body.shareId === null) throw new Error(`share failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { shareId: r.body.shareId, played, picks };
};
