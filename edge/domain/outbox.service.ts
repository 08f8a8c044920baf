/** What ops read of the outbox (no real SMS or e-mail gateway exists here). */
import type { OutboxMessage } from '@shared/protocol/membership-api';
import type { Queryable } from '../storage/db.port';
import { outboxRepo } from '../storage/outbox.repo';

export const readOutbox = (db: Queryable, limit: number): Promise<OutboxMessage[]> => outboxRepo.latest(db, limit);

/** The outbox as the ops calls read it, newest first. */
export const createOutboxService = (db: Queryable) => ({
  latest: (limit: number): Promise<OutboxMessage[]> => readOutbox(db, limit),
});
export type OutboxService = ReturnType<typeof createOutboxService>;
