/** The profession list (migration 2) and a member's chosen profession. */
import type { Queryable } from './db.port';

export interface ProfessionRecord {
  id: number;
  name: string;
}

export const professionsRepo = {
  list: (db: Queryable): Promise<ProfessionRecord[]> =>
    db.query<ProfessionRecord & Record<string, unknown>>('SELECT id, name FROM professions ORDER BY sort_order, id'),

  async ofMember(db: Queryable, memberId: number): Promise<number | null> {
    const rows = await db.query<{ id: number | null }>('SELECT profession_id AS id FROM members WHERE id = $1', [memberId]);
    return rows[0]?.id ?? null;
  },

  /** Saves the choice and ends the "profession required" state; false when the id is not in the list. */
  async save(db: Queryable, memberId: number, professionId: number): Promise<boolean> {
    const rows = await db.query(
      `UPDATE members SET profession_id = p.id, profession_required = false FROM professions p
       WHERE members.id = $1 AND p.id = $2 RETURNING members.id`,
      [memberId, professionId],
    );
    return rows.length > 0;
  },
};
