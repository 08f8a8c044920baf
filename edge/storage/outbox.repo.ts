/** The outbox: SMS and e-mail messages the site sends; no real gateway exists here, ops read them from the table. */
import type { OutboxChannel, OutboxMessage } from '@shared/protocol/membership-api';
import type { Queryable } from './db.port';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  purpose: string;
  createdAt: Date;
}

export const outboxRepo = {
  async insert(db: Queryable, m: NewOutboxMessage): Promise<void> {
    await db.query('INSERT INTO outbox (channel, "to", subject, body, purpose, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      m.channel,
      m.to,
      m.subject,
      m.body,
      m.purpose,
      m.createdAt,
    ]);
  },

  /** The newest messages first. */
  async latest(db: Queryable, limit: number): Promise<OutboxMessage[]> {
    const rows = await db.query<{ id: number; channel: OutboxChannel; to: string; subject: string; body: string; purpose: string; createdAt: Date }>(
      `SELECT id, channel, "to", subject, body, purpose, created_at AS "createdAt" FROM outbox ORDER BY id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
  },
};
