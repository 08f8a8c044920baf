/** Indexes of the program store: events by code, NevId, bid and sport; markets and outcomes by id. */
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { rowMarketIds } from './row-markets';

export interface EventRecord {
  event: ProgramEvent;
  /** Markets the sport and live programs carry: the feed's main ones and those the row columns show (row-markets.ts). */
  mainIds: ReadonlySet<number>;
  /** In a sport program (and the live program when live); false once started unplayable, finished or called off. */
  inProgram: boolean;
  removedAt: number | null;
}

export class ProgramIndex {
  readonly markets = new Map<number, ProgramMarket>();
  readonly outcomes = new Map<number, ProgramOutcome>();
  private readonly events = new Map<number, EventRecord>();
  private readonly nevIds = new Map<number, number>();
  private readonly bids = new Map<string, number>();
  private readonly bySport = new Map<number, Set<number>>();
  private readonly removed: number[] = [];

  add(input: { event: ProgramEvent; markets: ProgramMarket[]; outcomes: ProgramOutcome[]; mainMarketIds: readonly number[] }): EventRecord {
    const { event } = input;
    const mainIds = new Set(rowMarketIds(event.sportId, input.markets, input.mainMarketIds));
    const rec: EventRecord = { event, mainIds, inProgram: true, removedAt: null };
    this.events.set(event.code, rec);
    this.nevIds.set(event.nevId, event.code);
    this.bids.set(event.bid, event.code);
    for (const m of input.markets) this.markets.set(m.id, m);
    for (const o of input.outcomes) this.outcomes.set(o.id, o);
    this.sportSet(event.sportId).add(event.code);
    return rec;
  }

  get(code: number): EventRecord | undefined {
    return this.events.get(code);
  }

  byNevId(nevId: number): EventRecord | undefined {
    const code = this.nevIds.get(nevId);
    return code === undefined ? undefined : this.events.get(code);
  }

  byBid(bid: string): EventRecord | undefined {
    const code = this.bids.get(bid);
    return code === undefined ? undefined : this.events.get(code);
  }

  /** Codes of the events in one sport's program (a negative id: its outright program). */
  sportCodes(sportId: number): ReadonlySet<number> {
    return this.bySport.get(sportId) ?? new Set<number>();
  }

  /** Every record, events that left the program included, in the order they were added (the program dump). */
  allRecords(): IterableIterator<EventRecord> {
    return this.events.values();
  }

  /** Codes of the events that left the program, in removal order (what purge walks). */
  removedCodes(): readonly number[] {
    return this.removed;
  }

  /**
   * Puts back a dumped record as it was: `removedAt` null keeps it in its sport program, a time keeps it out
   * (its markets and outcomes come as the dump has them, already closed). Call setRemovedOrder afterwards.
   */
  restore(input: { event: ProgramEvent; markets: ProgramMarket[]; outcomes: ProgramOutcome[]; mainMarketIds: readonly number[] }, removedAt: number | null): void {
    // A dump from before the bet-detail fields (shared/rules/bet-detail-route.ts) gets them derived; its own win.
    const rec = this.add({ ...input, event: withBetDetailFields(input.event) });
    if (removedAt === null) return;
    rec.inProgram = false;
    rec.removedAt = removedAt;
    this.bySport.get(rec.event.sportId)?.delete(rec.event.code);
  }

  setRemovedOrder(codes: readonly number[]): void {
    this.removed.length = 0;
    for (const code of codes) if (this.events.get(code)?.inProgram === false) this.removed.push(code);
  }

  programRecords(): EventRecord[] {
    const out: EventRecord[] = [];
    for (const codes of this.bySport.values()) for (const code of codes) out.push(this.events.get(code) as EventRecord);
    return out;
  }

  /** Takes an event out of its sport program and closes its markets and outcomes in place. */
  leaveProgram(rec: EventRecord, at: number, closedStatus: number): void {
    rec.inProgram = false;
    rec.removedAt = at;
    this.bySport.get(rec.event.sportId)?.delete(rec.event.code);
    this.removed.push(rec.event.code);
    for (const id of rec.event.marketIds) {
      const market = this.markets.get(id);
      if (!market) continue;
      this.markets.set(id, { ...market, status: closedStatus });
      for (const oid of market.outcomeIds) {
        const outcome = this.outcomes.get(oid);
        if (outcome) this.outcomes.set(oid, { ...outcome, status: closedStatus });
      }
    }
  }

  /** Drops events removed before a time; answers their codes. Removal order is time order, so it stops early. */
  purge(before: number): number[] {
    const gone: number[] = [];
    while (this.removed.length > 0) {
      const code = this.removed[0] as number;
      const rec = this.events.get(code);
      if (rec && (rec.removedAt ?? 0) >= before) break;
      this.removed.shift();
      if (!rec) continue;
      for (const id of rec.event.marketIds) {
        for (const oid of this.markets.get(id)?.outcomeIds ?? []) this.outcomes.delete(oid);
        this.markets.delete(id);
      }
      this.events.delete(code);
      this.nevIds.delete(rec.event.nevId);
      this.bids.delete(rec.event.bid);
      gone.push(code);
    }
    return gone;
  }

  private sportSet(sportId: number): Set<number> {
    let set = this.bySport.get(sportId);
    if (!set) {
      set = new Set();
      this.bySport.set(sportId, set);
    }
    return set;
  }
}
