/**
 * The sharing platform's ops switches (sharing_switches: 'maintenance') and each member's sharing state
 * (member_sharing: ops block, permanently-deleted queue, default privacy level). A member without a row is neither
 * blocked nor queued and shares at privacy level 1 by default.
 */
import type { Queryable, Tx } from './db.port';

export interface MemberSharing {
  blocked: boolean;
  deletedQueue: boolean;
  defaultPrivacy: number;
}

const MEMBER_COLUMNS = 'blocked, deleted_queue AS "deletedQueue", default_privacy AS "defaultPrivacy"';

export const sharingSwitchesRepo = {
  async isOn(db: Queryable, name: string): Promise<boolean> {
    const rows = await db.query<{ enabled: boolean }>('SELECT enabled FROM sharing_switches WHERE name = $1', [name]);
    return rows[0]?.enabled ?? false;
  },

  async set(db: Queryable, name: string, enabled: boolean, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO sharing_switches (name, enabled, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET enabled = EXCLUDED.enabled, changed_at = EXCLUDED.changed_at`,
      [name, enabled, at],
    );
  },

  async member(db: Queryable, memberId: number): Promise<MemberSharing | null> {
    const rows = await db.query<MemberSharing & Record<string, unknown>>(`SELECT ${MEMBER_COLUMNS} FROM member_sharing WHERE member_id = $1`, [memberId]);
    return rows[0] ?? null;
  },

  /** Creates the member's row when missing and locks it: one member's shares run one after the other (rate limit). */
  async lockMember(tx: Tx, memberId: number, at: Date): Promise<MemberSharing> {
    await tx.query('INSERT INTO member_sharing (member_id, changed_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING', [memberId, at]);
    const rows = await tx.query<MemberSharing & Record<string, unknown>>(`SELECT ${MEMBER_COLUMNS} FROM member_sharing WHERE member_id = $1 FOR UPDATE`, [memberId]);
    const row = rows[0];
    if (!row) throw new Error(`member_sharing row of ${memberId} vanished inside its own transaction`);
    return row;
  },

  async setDefaultPrivacy(tx: Tx, memberId: number, level: number, at: Date): Promise<void> {
    await tx.query('UPDATE member_sharing SET default_privacy = $2, changed_at = $3 WHERE member_id = $1', [memberId, level, at]);
  },

  /** false when no such member exists. */
  async setBlocked(db: Queryable, memberId: number, blocked: boolean, at: Date): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO member_sharing (member_id, blocked, changed_at) SELECT id, $2, $3 FROM members WHERE id = $1
       ON CONFLICT (member_id) DO UPDATE SET blocked = EXCLUDED.blocked, changed_at = EXCLUDED.changed_at RETURNING member_id`,
      [memberId, blocked, at],
    );
    return rows.length > 0;
  },

  async enterDeletedQueue(tx: Tx, memberId: number, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO member_sharing (member_id, deleted_queue, changed_at) VALUES ($1, true, $2)
       ON CONFLICT (member_id) DO UPDATE SET deleted_queue = true, changed_at = EXCLUDED.changed_at`,
      [memberId, at],
    );
  },
};
