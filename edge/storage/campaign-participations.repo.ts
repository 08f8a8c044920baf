/** Members' campaign participations: one row per member and campaign. */
import type { Queryable } from './db.port';

export const campaignParticipationsRepo = {
  /** True when this call recorded the participation, false when it was there already. */
  async add(db: Queryable, memberId: number, campaignId: number, at: Date): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO campaign_participations (member_id, campaign_id, participated_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, campaign_id) DO NOTHING RETURNING member_id`,
      [memberId, campaignId, at],
    );
    return rows.length > 0;
  },

  async has(db: Queryable, memberId: number, campaignId: number): Promise<boolean> {
    const rows = await db.query('SELECT 1 FROM campaign_participations WHERE member_id = $1 AND campaign_id = $2', [memberId, campaignId]);
    return rows.length > 0;
  },
};
