/**
 * Outright and duel selections at play (shared/rules/special-selections.ts, the rule the client uses too): valid
 * while the event is in the program (and, for outrights, its type offered); once the event has left the program the
 * play is refused as a selection no longer in the program, before any other rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STATUS } from '@shared/constants/codes';
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import { API, type PlayCouponAnswer } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { endInProgram, playOk } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { playRequest, snapshotPicks, type Pick } from './program-picks';

let t: TestEdge;
let b: Browser;
beforeAll(async () => {
  t = await startTestEdge();
  b = await openBrowser(t.url);
  await b.login(DEMO_MEMBERS[2]!.username, DEMO_MEMBERS[2]!.password);
});
afterAll(() => t?.close());

/** Open pre-match picks of a sport's program whose markets need at most `maxMbs` events. */
const picksOf = async (sportId: number, maxMbs = 1): Promise<Pick[]> =>
  snapshotPicks((await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${sportId}`)).body, t.clock.now(), maxMbs);

const refusedAsGone = async (p: Pick) => {
  const r = await b.post<PlayCouponAnswer>(API.playCoupon, playRequest([p], 50));
  expect(r.status).toBe(422);
  expect(r.body).toMatchObject({ IsSuccess: false, Code: 'UNKNOWN_SELECTION', Message: COUPON_ERRORS.UNKNOWN_SELECTION });
};

describe('outright and duel selections at play', () => {
  it('plays an outright while it is in the program, and refuses it once it has left', async () => {
    const [first, second] = await picksOf(-1);
    expect(second).toBeDefined();
    await playOk(b, playRequest([first!], 50));
    endInProgram(t.edge.program, second!.event.code, EVENT_STATUS.cancelled);
    await refusedAsGone(second!);
  });

  it('refuses a duel whose event has left the program', async () => {
    // Any MBS: the refusal comes before the MBS rule, and at some hours no open duel market is single (MBS 1).
    const duels = await picksOf(98, 99);
    expect(duels.length).toBeGreaterThan(0); // the feed plans duels every day of its week
    endInProgram(t.edge.program, duels[0]!.event.code, EVENT_STATUS.cancelled);
    await refusedAsGone(duels[0]!);
  });
});
