/**
 * Horse racing's services, built in one place for the edge's composition root (app.ts): the program (written once
 * per day from the feed seed), Ganyan play, the member's coupons, and the periodic work (`jobs`: settlement and the
 * race rooms' live odds), started by the periodic jobs and stopped at close.
 */
import type { Bus } from './bus/bus.port';
import type { Db } from './storage/db.port';
import { createRacingBetsService } from './racing/racing-bets.service';
import { createRacingPlayService } from './racing/racing-play.service';
import { createRacingProgramService } from './racing/racing-program.service';
import { createRacingRoom } from './racing/racing-room';
import { createRacingSettlementService, type GanyanSettled } from './racing/racing-settlement.service';

export interface RacingServicesDeps {
  db: Db;
  now: () => number;
  seed: number;
  /** The room bus: race rooms are published through it (absent: no race rooms). */
  bus?: Pick<Bus, 'publishNext'>;
  onSettled?: (e: GanyanSettled) => void;
  onError?: (err: unknown) => void;
}

/** How often the race rooms are checked for a changed state (odds move every 30 s). */
const ROOM_TICK_MS = 2_000;

export const createRacingServices = ({ db, now, seed, bus, onSettled, onError }: RacingServicesDeps) => {
  const settlement = createRacingSettlementService({ db, now, onSettled, onError });
  const program = createRacingProgramService({ db, now, seed });
  const room = bus ? createRacingRoom({ db, now, bus, ensureDay: program.ensureDay, onError }) : null;
  return {
    program,
    play: createRacingPlayService({ db, now }),
    bets: createRacingBetsService({ db }),
    settlement,
    room,
    jobs: {
      start(settleEveryMs: number): void {
        settlement.start(settleEveryMs);
        room?.start(ROOM_TICK_MS);
      },
      run: settlement.run,
      async stop(): Promise<void> {
        room?.stop();
        await settlement.stop();
      },
    },
  };
};

export type RacingServices = ReturnType<typeof createRacingServices>;
