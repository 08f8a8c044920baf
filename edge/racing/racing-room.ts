/**
 * The race rooms (Race_<raceId>_V3): every tick, each race of today from 20 minutes before its start until its
 * result gets its live state (odds of the instant, withdrawals, status) published when it changed since the last
 * message, through the bus (publishNext versions it, so Redis scale-out delivers it on every node). Each message is
 * the whole state, so a client that missed one only needs the next. Several edges publish the same states; the
 * client applies them idempotently.
 */
import { MT, raceRoom } from '@shared/protocol/realtime';
import { RACING_RULES, type RaceLiveBody } from '@shared/protocol/racing-api';
import { istanbulDayKey } from '@shared/time/istanbul';
import type { Bus } from '../bus/bus.port';
import type { Queryable } from '../storage/db.port';
import { racingRepo } from '../storage/racing.repo';
import { raceStatus, runnerView } from './racing-program.service';

export interface RacingRoomDeps {
  db: Queryable;
  now: () => number;
  bus: Pick<Bus, 'publishNext'>;
  /** Writes today's program if it is not written yet (the rooms run before anyone asked for it). */
  ensureDay?: (dayKey: string) => Promise<void>;
  onError?: (err: unknown) => void;
}

const AFTER_START_MS = RACING_RULES.resultAfterStartMs + 60_000;

export const createRacingRoom = ({ db, now, bus, ensureDay, onError }: RacingRoomDeps) => {
  const last = new Map<number, string>();
  const tick = async (): Promise<number> => {
    const at = now();
    await ensureDay?.(istanbulDayKey(at));
    const races = (await racingRepo.racesOfDay(db, istanbulDayKey(at))).filter((r) => {
      const start = r.startsAt.getTime();
      return at >= start - RACING_RULES.openBeforeStartMs && at <= start + AFTER_START_MS;
    });
    const ids = races.map((r) => r.id);
    const [runners, results] = await Promise.all([racingRepo.runners(db, ids), racingRepo.results(db, ids)]);
    let sent = 0;
    for (const race of races) {
      const body: RaceLiveBody = {
        RaceId: race.id, Status: raceStatus(race, results.has(race.id), at),
        Runners: runners.filter((r) => r.raceId === race.id).map((r) => {
          const v = runnerView(race, r, at);
          return { No: v.No, Odd: v.Odd, Withdrawn: v.Withdrawn };
        }),
      };
      const signature = JSON.stringify(body);
      if (last.get(race.id) === signature) continue;
      last.set(race.id, signature);
      await bus.publishNext(raceRoom(race.id), MT.oddsChange, body);
      sent++;
    }
    for (const id of last.keys()) if (!ids.includes(id)) last.delete(id);
    return sent;
  };
  let timer: ReturnType<typeof setInterval> | null = null;
  let running = false;
  return {
    tick,
    start(everyMs: number): void {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        tick().catch((err: unknown) => onError?.(err)).finally(() => {
          running = false;
        });
      }, everyMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
    },
  };
};
