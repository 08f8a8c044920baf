/**
 * Moves odds through the edge's real program store at a fixed offered rate: every `commitEveryMs` it changes the
 * odds of as many outcomes as the rate owes by then (`updateOutcome`), then `commit()`s, exactly as the feed's
 * simulator does; the commit becomes room messages and socket frames the production way. A share of each commit
 * targets the outcomes shown in the rows on screen, the rest is drawn from every main-market outcome of the sport
 * program (off-screen rows, and markets the rows do not show), so both kinds of update reach the page.
 */
import type { ProgramStore } from '../../../edge/program/program-store';
import { OUTCOME_STATUS } from '@shared/constants/codes';

export interface DriveResult {
  /** Outcome changes committed (an outcome that vanished from the program meanwhile is not counted). */
  changes: number;
  commits: number;
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** mulberry32: a small seeded generator, so runs draw the same sequence. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export class OddsDriver {
  private readonly random = seeded(0xb37);
  private all: number[] = [];
  private visible: number[] = [];

  constructor(private readonly store: ProgramStore, private readonly sportId: number) {}

  /** Re-reads the open main-market outcomes of the sport program (events come and go while the bench runs). */
  refreshPool(): number {
    const snap = this.store.sportProgram(this.sportId);
    const markets = new Map(snap.markets.map((m) => [m.id, m]));
    this.all = snap.outcomes
      .filter((o) => o.status === OUTCOME_STATUS.open && markets.get(o.marketId)?.status === OUTCOME_STATUS.open)
      .map((o) => o.id);
    return this.all.length;
  }

  /** Outcomes of the rows on screen (open ones only: a locked cell shows a padlock, not odds). */
  setVisible(outcomeIds: readonly number[]): void {
    this.visible = outcomeIds.filter((id) => {
      const ref = this.store.outcome(id);
      return ref !== undefined && ref.outcome.status === OUTCOME_STATUS.open && ref.market.status === OUTCOME_STATUS.open;
    });
  }

  get visibleCount(): number {
    return this.visible.length;
  }

  private pick(list: readonly number[]): number | undefined {
    return list.length === 0 ? undefined : list[Math.floor(this.random() * list.length)];
  }

  /** A real move of 1-8 hundredths up or down, kept within 1.01-50.00. */
  private move(id: number): boolean {
    const ref = this.store.outcome(id);
    if (!ref) return false;
    const step = 1 + Math.floor(this.random() * 8);
    const odd = ref.outcome.odd;
    let next = this.random() < 0.5 ? odd - step : odd + step;
    if (next < 101) next = odd + step;
    if (next > 5000) next = odd - step;
    this.store.updateOutcome(id, { odd: next });
    return true;
  }

  /**
   * Offers `perSecond` outcome changes for `ms`, committed every `commitEveryMs`; `visibleShare` of them go to
   * the rows on screen. Holds the rate against timer drift: each commit carries what the clock says is owed.
   */
  async drive(perSecond: number, ms: number, opts: { commitEveryMs?: number; visibleShare?: number } = {}): Promise<DriveResult> {
    const every = opts.commitEveryMs ?? 50;
    const visibleShare = opts.visibleShare ?? 1 / 3;
    const started = performance.now();
    let changes = 0;
    let offered = 0;
    let commits = 0;
    for (let tick = 1; ; tick++) {
      const due = started + tick * every;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const elapsed = Math.min(performance.now() - started, ms);
      const owed = Math.round((perSecond * elapsed) / 1000) - offered;
      let made = 0;
      for (let i = 0; i < owed; i++) {
        const onScreen = this.random() < visibleShare;
        const id = this.pick(onScreen && this.visible.length > 0 ? this.visible : this.all);
        if (id !== undefined && this.move(id)) made++;
      }
      // Owed counts as offered even if an outcome vanished meanwhile, so a missing id does not grow the next commit.
      offered += owed;
      changes += made;
      if (made > 0) {
        this.store.commit();
        commits++;
      }
      if (elapsed >= ms) break;
    }
    return { changes, commits, ms: performance.now() - started };
  }
}
