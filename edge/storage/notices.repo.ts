/** Notices, members' dismissals and versioned content blocks (migration 16). "Now" is always a parameter. */
import type { NoticeKind, NoticeTarget } from '@shared/protocol/content-api';
import type { Queryable } from './db.port';

export interface NoticeRow {
  id: number;
  kind: NoticeKind;
  target: NoticeTarget;
  title: string;
  html: string;
  steps: { title: string; html: string }[];
  startsAt: Date;
  endsAt: Date;
  withdrawnAt: Date | null;
}

export type NewNotice = Omit<NoticeRow, 'id' | 'withdrawnAt'> & { createdAt: Date };

const COLUMNS = `id, kind, target, title, html, steps, starts_at AS "startsAt", ends_at AS "endsAt", withdrawn_at AS "withdrawnAt"`;
/** Targets a caller sees: a member everything but visitors' notices, a visitor everything but members'. */
const targetsFor = (member: boolean): string[] => (member ? ['all', 'members'] : ['all', 'visitors']);

export const noticesRepo = {
  async insert(db: Queryable, n: NewNotice): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO notices (kind, target, title, html, steps, starts_at, ends_at, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8) RETURNING id`,
      [n.kind, n.target, n.title, n.html, JSON.stringify(n.steps), n.startsAt, n.endsAt, n.createdAt],
    );
    return row!.id;
  },

  async withdraw(db: Queryable, id: number, at: Date): Promise<boolean> {
    const rows = await db.query('UPDATE notices SET withdrawn_at = $2 WHERE id = $1 AND withdrawn_at IS NULL RETURNING id', [id, at]);
    return rows.length > 0;
  },

  async all(db: Queryable, limit: number): Promise<NoticeRow[]> {
    return db.query<NoticeRow & Record<string, unknown>>(`SELECT ${COLUMNS} FROM notices ORDER BY id DESC LIMIT $1`, [limit]);
  },

  /** Notices in their period and not withdrawn for this caller, oldest first; a member's dismissed ones left out. */
  async active(db: Queryable, at: Date, memberId: number | null): Promise<NoticeRow[]> {
    return db.query<NoticeRow & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM notices n
        WHERE n.withdrawn_at IS NULL AND n.starts_at <= $1 AND n.ends_at > $1 AND n.target = ANY($2::text[])
          AND ($3::bigint IS NULL OR NOT EXISTS (SELECT 1 FROM notice_dismissals d WHERE d.member_id = $3 AND d.notice_id = n.id))
        ORDER BY n.starts_at, n.id`,
      [at, targetsFor(memberId !== null), memberId],
    );
  },

  /** One notice if this caller may see it now (dismissed ones too: GetNoticeById answers by id). */
  async visible(db: Queryable, id: number, at: Date, member: boolean): Promise<NoticeRow | null> {
    const [row] = await db.query<NoticeRow & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM notices
        WHERE id = $1 AND withdrawn_at IS NULL AND starts_at <= $2 AND ends_at > $2 AND target = ANY($3::text[])`,
      [id, at, targetsFor(member)],
    );
    return row ?? null;
  },

  async dismiss(db: Queryable, memberId: number, noticeId: number, value: number, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO notice_dismissals (member_id, notice_id, value, dismissed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, notice_id) DO UPDATE SET value = EXCLUDED.value, dismissed_at = EXCLUDED.dismissed_at`,
      [memberId, noticeId, value, at],
    );
  },

  async signedContractId(db: Queryable, memberId: number): Promise<number> {
    const [row] = await db.query<{ id: number }>('SELECT signed_contract_id AS id FROM members WHERE id = $1', [memberId]);
    return row?.id ?? 0;
  },

  /** The value stored with a member's dismissal of a flag (0 when never dismissed). */
  async dismissedValue(db: Queryable, memberId: number, noticeId: number): Promise<number> {
    const [row] = await db.query<{ value: number }>('SELECT value FROM notice_dismissals WHERE member_id = $1 AND notice_id = $2', [memberId, noticeId]);
    return row?.value ?? 0;
  },
};

export const contentBlocksRepo = {
  async publish(db: Queryable, key: string, html: string, startsAt: Date, at: Date): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO content_blocks (key, html, starts_at, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [key, html, startsAt, at],
    );
    return row!.id;
  },

  /** Withdraws every version of the key that has started or is scheduled; the block is then not served. */
  async withdraw(db: Queryable, key: string, at: Date): Promise<boolean> {
    const rows = await db.query('UPDATE content_blocks SET withdrawn_at = $2 WHERE key = $1 AND withdrawn_at IS NULL RETURNING id', [key, at]);
    return rows.length > 0;
  },

  /** The latest version of the key that has started and is not withdrawn. */
  async current(db: Queryable, key: string, at: Date): Promise<{ id: number; html: string } | null> {
    const [row] = await db.query<{ id: number; html: string }>(
      `SELECT id, html FROM content_blocks WHERE key = $1 AND withdrawn_at IS NULL AND starts_at <= $2
        ORDER BY starts_at DESC, id DESC LIMIT 1`,
      [key, at],
    );
    return row ?? null;
  },
};

export interface MemberNoticeFacts {
  /** The first ops notice the member should see now (targeted, in its period, not dismissed), or null. */
  noticeId: number | null;
  currentContractId: number | null;
  /** The signed contract id stored when the member dismissed the contract notice (flag 5); 0 if never. */
  contractDismissedValue: number;
}

/** What member info needs for NoticeId and ShowingNotice, in one round trip. */
export const memberNoticeFacts = async (db: Queryable, memberId: number, at: Date, contractFlagId: number): Promise<MemberNoticeFacts> => {
  const [row] = await db.query<MemberNoticeFacts & Record<string, unknown>>(
    `SELECT
       (SELECT n.id FROM notices n
         WHERE n.withdrawn_at IS NULL AND n.starts_at <= $2 AND n.ends_at > $2 AND n.target IN ('all', 'members')
           AND NOT EXISTS (SELECT 1 FROM notice_dismissals d WHERE d.member_id = $1 AND d.notice_id = n.id)
         ORDER BY n.starts_at, n.id LIMIT 1) AS "noticeId",
       (SELECT id FROM contracts WHERE kind = 'membership' ORDER BY id DESC LIMIT 1) AS "currentContractId",
       COALESCE((SELECT value FROM notice_dismissals WHERE member_id = $1 AND notice_id = $3), 0) AS "contractDismissedValue"`,
    [memberId, at, contractFlagId],
  );
  return row ?? { noticeId: null, currentContractId: null, contractDismissedValue: 0 };
};
