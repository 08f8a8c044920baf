/**
 * Raffles (çekiliş): ops create one with its prize, entry rule and draw time; its secret seed is made here and only
 * its sha256 is shown until the draw. The draw (ops, at or after the draw time, once) freezes the entries (one per
 * coupon of at least the minimum stake played in the period, not cancelled or refunded), picks the winners with the
 * shared drawWinners, stores both and reveals the seed, all in one transaction under the raffle's row lock.
 */
import { randomBytes } from 'node:crypto';
import { maskName } from '@shared/rules/mask-name';
import { drawWinners, seedCommitment, type RaffleEntry } from '@shared/rules/raffle-draw';
import { sha256Hex } from '@shared/rules/sha256';
import type { CreateRaffleRequest, RaffleEntriesAnswer, RafflesAnswer, RaffleView } from '@shared/protocol/content-api';
import type { Db } from '../storage/db.port';
import { rafflesRepo, type RaffleRow, type WinnerRow } from '../storage/raffles.repo';

const DRAWN_SHOWN = 20;
const REF_HEX = 24;

export type DrawOutcome = { ok: true; raffle: RaffleView } | { ok: false; reason: 'notFound' | 'tooEarly' | 'alreadyDrawn' };

/** Public ids of an entry and its owner, per raffle: they do not link coupons or members across raffles. */
export const entryRef = (raffleId: number, couponNo: string): string => sha256Hex(`entry:${raffleId}:${couponNo}`).slice(0, REF_HEX);
export const ownerRef = (raffleId: number, memberPublicId: string): string => sha256Hex(`owner:${raffleId}:${memberPublicId}`).slice(0, REF_HEX);

const view = (r: RaffleRow, winners: WinnerRow[]): RaffleView => {
  const shown = winners
    .filter((w) => w.raffleId === r.id)
    .map((w) => ({ reserve: w.reserve, v: { Name: maskName(w.name, w.surname), City: w.city, EntryRef: w.entryRef } }));
  const drawn = r.drawnAt !== null;
  return {
    Id: r.id,
    Title: r.title,
    Prize: r.prize,
    MinStakeKurus: r.minStakeKurus,
    PeriodStart: r.periodStart.getTime(),
    PeriodEnd: r.periodEnd.getTime(),
    DrawAt: r.drawAt.getTime(),
    MainCount: r.mainCount,
    ReserveCount: r.reserveCount,
    SeedHash: r.seedHash,
    Seed: drawn ? r.seed : null,
    Drawn: drawn,
    EntryCount: drawn ? r.entryCount : null,
    Main: shown.filter((w) => !w.reserve).map((w) => w.v),
    Reserve: shown.filter((w) => w.reserve).map((w) => w.v),
  };
};

export const createRafflesService = ({ db, now }: { db: Db; now: () => number }) => ({
  async create(req: CreateRaffleRequest): Promise<RaffleView> {
    const seed = randomBytes(32).toString('hex');
    const id = await rafflesRepo.insert(db, {
      title: req.title.trim(),
      prize: req.prize.trim(),
      minStakeKurus: req.minStakeKurus,
      periodStart: new Date(req.periodStart),
      periodEnd: new Date(req.periodEnd),
      drawAt: new Date(req.drawAt),
      mainCount: req.mainCount,
      reserveCount: req.reserveCount,
      seed,
      seedHash: seedCommitment(seed),
      createdAt: new Date(now()),
    });
    return view((await rafflesRepo.find(db, id))!, []);
  },

  async list(): Promise<RafflesAnswer> {
    const rows = await rafflesRepo.list(db, DRAWN_SHOWN);
    const winners = await rafflesRepo.winners(db, rows.filter((r) => r.drawnAt).map((r) => r.id));
    const views = rows.map((r) => view(r, winners));
    return { Upcoming: views.filter((v) => !v.Drawn), Drawn: views.filter((v) => v.Drawn) };
  },

  /** The frozen entries of a drawn raffle with its seed: everything drawWinners needs. Null before the draw. */
  async entries(raffleId: number): Promise<RaffleEntriesAnswer | null> {
    const r = await rafflesRepo.find(db, raffleId);
    if (!r?.drawnAt) return null;
    const entries: RaffleEntry[] = await rafflesRepo.entries(db, raffleId);
    return { RaffleId: r.id, Seed: r.seed, SeedHash: r.seedHash, MainCount: r.mainCount, ReserveCount: r.reserveCount, Entries: entries };
  },

  async draw(raffleId: number): Promise<DrawOutcome> {
    const at = now();
    const outcome = await db.transaction(async (tx): Promise<DrawOutcome | 'drawn'> => {
      const r = await rafflesRepo.lock(tx, raffleId);
      if (!r) return { ok: false, reason: 'notFound' };
      if (r.drawnAt) return { ok: false, reason: 'alreadyDrawn' };
      if (at < r.drawAt.getTime()) return { ok: false, reason: 'tooEarly' };
      const coupons = await rafflesRepo.qualifyingCoupons(tx, r);
      const rows = coupons.map((c) => ({
        ref: entryRef(r.id, c.couponNo), owner: ownerRef(r.id, c.memberPublicId), couponId: c.couponId, memberId: c.memberId,
      }));
      const byRef = new Map(rows.map((e) => [e.ref, e]));
      const result = drawWinners(r.seed, rows, r.mainCount, r.reserveCount);
      const winners = [...result.main.map((e) => ({ e, reserve: false })), ...result.reserve.map((e) => ({ e, reserve: true }))];
      await rafflesRepo.insertEntries(tx, r.id, rows);
      await rafflesRepo.insertWinners(tx, r.id, winners.map(({ e, reserve }, i) => ({
        position: i + 1, reserve, entryRef: e.ref, memberId: byRef.get(e.ref)!.memberId,
      })));
      await rafflesRepo.markDrawn(tx, r.id, new Date(at), rows.length);
      return 'drawn';
    });
    if (outcome !== 'drawn') return outcome;
    const r = (await rafflesRepo.find(db, raffleId))!;
    return { ok: true, raffle: view(r, await rafflesRepo.winners(db, [raffleId])) };
  },
});

export type RafflesService = ReturnType<typeof createRafflesService>;
