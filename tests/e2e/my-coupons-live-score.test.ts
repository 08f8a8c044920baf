/**
 * Hesabım/Kuponlarım follows a live event: a member plays a single on a live football match's 'Maç Sonucu' (on a
 * feed pinned to 20:30 Istanbul, an hour with live matches whatever the hour of the run), opens Kuponlarım and sees
 * the row live with its minute, score and running thumbs. A goal is then written into the edge's program store
 * and committed, as the feed writes one: the event's room carries it and the same open page shows the new minute
 * and score and turns the thumbs from down to up, without a reload.
 *
 * The feed's simulator is paused once the pick is chosen (the program then holds still): it mirrors its own model
 * into the store every tick, so it would overwrite the test's goal a second later, and a live market locking or
 * repricing between the pick and the play would make the play flaky.
 */
import { describe, expect, it } from 'vitest';
import type { ProgramEvent, ProgramSnapshot } from '@shared/protocol/program';
import { ROUTES } from '@shared/constants/routes';
import { MT, eventRoom } from '@shared/protocol/realtime';
import { createGeneratorFeed } from '../../edge/feed/generator-feed';
import { eveningFeedClock } from '../edge/evening-feed';
import { useE2e } from './harness';
import { loginDemoFromHeader, playPanelCoupon } from './member-play';

const clock = eveningFeedClock();
/** While true the feed's timer skips its ticks (the simulator neither moves nor overwrites the program). */
let paused = false;
// The generator feed on the evening clock, its timer replaced by one that can be paused.
const makeFeed = (opts: Parameters<typeof createGeneratorFeed>[0]): ReturnType<typeof createGeneratorFeed> => {
  const feed = createGeneratorFeed({ ...opts, now: clock.now });
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    ...feed,
    start() {
      timer ??= setInterval(() => {
        if (!paused) feed.tick();
      }, 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await feed.stop();
    },
  };
};
// The edge runs on the feed's clock too (the page decides which picks started by the server's time).
const e2e = useE2e({ viewport: { width: 1280, height: 2400 }, edge: { makeFeed, now: clock.now } });

interface LivePick {
  event: ProgramEvent;
  outcome: '1' | 'X';
  /** The goal that turns the pick's running mark from down to up. */
  after: [number, number];
}

/**
 * A live football match with a running clock, an open single-MBS 'Maç Sonucu' and a score one goal can turn:
 * level (pick '1', home scores) or one goal apart (pick 'X', the side behind equalises). Level first.
 */
const livePicks = (live: ProgramSnapshot): LivePick[] => {
  const outcomes = new Map(live.outcomes.map((o) => [o.id, o]));
  const picks: LivePick[] = [];
  for (const event of live.events) {
    const s = event.liveState;
    if (!event.live || !event.bettableInPlay || event.sportId !== 1 || !event.score || s?.kind !== 'clock' || !s.running) continue;
    const market = live.markets.find((m) => m.eventCode === event.code && m.name === 'Maç Sonucu' && m.status === 1 && m.mbs === 1);
    if (!market || !market.outcomeIds.every((id) => outcomes.get(id)?.status === 1)) continue;
    const [h, a] = event.score;
    if (h === a) picks.push({ event, outcome: '1', after: [h + 1, a] });
    else if (Math.abs(h - a) === 1) picks.push({ event, outcome: 'X', after: h < a ? [h + 1, a] : [h, a + 1] });
  }
  return picks.sort((x, y) => Number(x.outcome === 'X') - Number(y.outcome === 'X'));
};

describe('Kuponlarım and live events', () => {
  it("Kuponlarım follows a live event's score without a reload", async () => {
    const { page, site } = e2e;
    const program = site.edge.program;
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => void frames.push(String(payload))));

    await page.goto(ROUTES.live);
    await loginDemoFromHeader(page);
    await page.getByRole('button', { name: /, oran / }).first().waitFor();

    // The program holds still from here: the pick's odds cannot move or lock before the play.
    paused = true;
    const candidates = livePicks(program.liveProgram());
    expect(candidates.length, 'a live football match one goal can turn').toBeGreaterThan(0);
    // The first candidate whose odds button the (windowed) live page has drawn.
    let pick: LivePick | undefined;
    for (let i = 0; i < 30 && !pick; i++) {
      for (const c of candidates) {
        if ((await page.getByRole('button', { name: `${c.event.name}, Maç Sonucu ${c.outcome}, oran ` }).count()) === 1) {
          pick = c;
          break;
        }
      }
      if (!pick) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(100);
      }
    }
    expect(pick, 'a candidate drawn on the live page').toBeDefined();
    const { event, outcome, after } = pick!;
    const before = event.score!;
    const minute = (event.liveState as { minute: number }).minute;
    await page.getByRole('button', { name: `${event.name}, Maç Sonucu ${outcome}, oran ` }).click();

    const couponNo = await playPanelCoupon(page, 1);

    await page.getByRole('link', { name: 'Hesabım/Kuponlarım' }).click();
    await page.getByRole('heading', { name: 'Kuponlarım' }).waitFor();
    const card = page.getByRole('article', { name: couponNo });
    await card.waitFor();
    const row = card.getByRole('list', { name: 'Kupon satırları' }).getByRole('listitem').filter({ hasText: event.name });
    await expect.poll(() => row.count()).toBe(1);
    const live = row.getByRole('img', { name: /^Canlı, / });
    await expect.poll(() => live.getAttribute('aria-label'), { timeout: 15_000 }).toBe(`Canlı, ${minute}. dakika, skor ${before[0]} - ${before[1]}`);
    await expect(row.getByRole('img', { name: 'Şu an tutmuyor' }).isVisible()).resolves.toBe(true);
    expect(await row.getByRole('img', { name: 'Şu an tutuyor' }).count()).toBe(0);
    // A reload would drop this marker.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // A goal a minute later, written and committed as the feed writes one: the event's room carries it.
    const goalAt = minute + 1;
    const room = `"${eventRoom(event.code)}"`;
    const framesBefore = frames.length;
    program.updateEvent(event.code, { minute: goalAt, score: after, liveState: { ...(event.liveState as Extract<ProgramEvent['liveState'], { kind: 'clock' }>), minute: goalAt } });
    program.commit();

    await expect.poll(() => live.getAttribute('aria-label'), { timeout: 10_000 }).toBe(`Canlı, ${goalAt}. dakika, skor ${after[0]} - ${after[1]}`);
    await expect.poll(() => row.locator('.live-badge__score').textContent()).toBe(`${after[0]} - ${after[1]}`);
    await row.getByRole('img', { name: 'Şu an tutuyor' }).waitFor({ timeout: 5_000 });
    expect(await row.getByRole('img', { name: 'Şu an tutmuyor' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const goalFrames = frames.slice(framesBefore).filter((f) => f.includes(room) && f.includes(`"MT":${MT.goal}`));
    expect(goalFrames.length, 'the goal reached the page through the event room').toBeGreaterThanOrEqual(1);
    expect(e2e.browser.errors).toEqual([]);
  }, 40_000);
});
