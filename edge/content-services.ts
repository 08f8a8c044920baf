/**
 * Raffles and winners, notices and content (issue 14), built in one place for the edge's composition root (app.ts).
 * The data provider needs the program reader and is built by its route from the HTTP deps.
 */
import { createNoticesService } from './domain/notices.service';
import { createRafflesService } from './domain/raffles.service';
import { createWinnersService } from './domain/winners.service';
import type { Db } from './storage/db.port';

export const createContentServices = ({ db, now }: { db: Db; now: () => number }) => ({
  raffles: createRafflesService({ db, now }),
  winners: createWinnersService({ db, now }),
  notices: createNoticesService({ db, now }),
});
