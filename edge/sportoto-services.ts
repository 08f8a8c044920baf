/** Spor Toto's services (issue 14), built in one place for the edge's composition root (app.ts). */
import type { Config } from './config';
import { createSportotoCallsService } from './domain/sportoto-calls.service';
import { createSportotoPlayService } from './domain/sportoto-play.service';
import { createSportotoPoolService } from './domain/sportoto-pool.service';
import { createSportotoSettlementService } from './domain/sportoto-settlement.service';
import type { ProgramReader } from './program/program-reader';
import type { Db } from './storage/db.port';

export const createSportotoServices = ({ db, now, reader, config }: { db: Db; now: () => number; reader: ProgramReader; config: Pick<Config, 'sportotoColumnPriceKurus'> }) => ({
  sportotoPool: createSportotoPoolService({ db, reader, now, columnPriceKurus: config.sportotoColumnPriceKurus }),
  sportotoPlay: createSportotoPlayService({ db, reader, now }),
  sportotoSettlement: createSportotoSettlementService({ db, now, knows: (nid) => reader.eventByNevId(nid) !== undefined }),
  sportotoCalls: createSportotoCallsService({ db, now }),
});

export type SportotoServices = ReturnType<typeof createSportotoServices>;

/** The periodic work (edge/periodic-jobs.ts): the next pool, and settling closed pools. */
export const sportotoJobs = (s: SportotoServices) => ({ ensurePool: s.sportotoPool.ensurePool, run: s.sportotoSettlement.run });
