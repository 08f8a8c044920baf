/** Contact-us messages (visitors and members) and the member's message thread (their messages and replies). */
import type { MemberMessage } from '@shared/protocol/membership-api';
import type { Queryable, Tx } from './db.port';

export interface NewContactMessage {
  memberId: number | null;
  name: string;
  email: string;
  subject: string;
  body: string;
  ip: string;
  createdAt: Date;
}

export const messagesRepo = {
  async insertContact(db: Queryable, m: NewContactMessage): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO contact_messages (member_id, name, email, subject, body, ip, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [m.memberId, m.name, m.email, m.subject, m.body, m.ip, m.createdAt],
    );
    return rows[0]!.id;
  },

  /** A message in the member's thread: written by the member (fromMember) or a reply to them. */
  async insertThread(db: Queryable, memberId: number, fromMember: boolean, subject: string, body: string, at: Date): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO member_messages (member_id, from_member, subject, body, created_at, read_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      // The member's own messages are read by definition; replies wait until the member opens the thread.
      [memberId, fromMember, subject, body, at, fromMember ? at : null],
    );
    return rows[0]!.id;
  },

  async thread(db: Queryable, memberId: number): Promise<MemberMessage[]> {
    const rows = await db.query<{ id: number; fromMember: boolean; subject: string; body: string; createdAt: Date; readAt: Date | null }>(
      `SELECT id, from_member AS "fromMember", subject, body, created_at AS "createdAt", read_at AS "readAt"
       FROM member_messages WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
      [memberId],
    );
    return rows.map((r) => ({
      Id: r.id,
      FromMember: r.fromMember,
      Subject: r.subject,
      Body: r.body,
      CreatedAt: r.createdAt.getTime(),
      Read: r.readAt !== null,
    }));
  },

  async markRepliesRead(tx: Tx, memberId: number, at: Date): Promise<void> {
    await tx.query('UPDATE member_messages SET read_at = $2 WHERE member_id = $1 AND NOT from_member AND read_at IS NULL', [memberId, at]);
  },

  /** Replies the member has not opened yet: MemberInfo.WaitingMessages. */
  async unreadReplies(db: Queryable, memberId: number): Promise<number> {
    const rows = await db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM member_messages WHERE member_id = $1 AND NOT from_member AND read_at IS NULL',
      [memberId],
    );
    return rows[0]?.n ?? 0;
  },
};
