/** Saved (unplayed) coupons, our own short links and tracking records. */
import type { SavedCoupon, SavedCouponPayload } from '@shared/protocol/saved-coupons-api';
import type { Queryable } from './db.port';

interface SavedRow {
  id: number;
  code: string;
  name: string;
  payload: SavedCouponPayload;
  createdAt: Date;
}
const toSaved = (r: SavedRow): SavedCoupon => ({ id: r.id, code: r.code, name: r.name, savedAt: r.createdAt.getTime(), ...r.payload });
const SAVED_COLUMNS = 'id, code, name, payload, created_at AS "createdAt"';

export const couponShareRepo = {
  async saveCoupon(db: Queryable, memberId: number, code: string, name: string, payload: SavedCouponPayload, at: Date): Promise<number> {
    const rows = await db.query<{ id: number }>(
      'INSERT INTO saved_coupons (code, member_id, name, payload, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [code, memberId, name, JSON.stringify(payload), at],
    );
    const row = rows[0];
    if (!row) throw new Error('saved coupon insert returned no id');
    return row.id;
  },

  async savedById(db: Queryable, memberId: number, id: number): Promise<SavedCoupon | null> {
    const rows = await db.query<SavedRow & Record<string, unknown>>(`SELECT ${SAVED_COLUMNS} FROM saved_coupons WHERE id = $1 AND member_id = $2`, [id, memberId]);
    return rows[0] ? toSaved(rows[0]) : null;
  },

  async savedByCode(db: Queryable, code: string): Promise<SavedCoupon | null> {
    const rows = await db.query<SavedRow & Record<string, unknown>>(`SELECT ${SAVED_COLUMNS} FROM saved_coupons WHERE code = $1`, [code]);
    return rows[0] ? toSaved(rows[0]) : null;
  },

  async savedOf(db: Queryable, memberId: number, limit: number): Promise<SavedCoupon[]> {
    const rows = await db.query<SavedRow & Record<string, unknown>>(
      `SELECT ${SAVED_COLUMNS} FROM saved_coupons WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
      [memberId, limit],
    );
    return rows.map(toSaved);
  },

  /** The coupon's short code: the existing one, or `code` stored now (one code per coupon, even under a race). */
  async shortCode(db: Queryable, couponNo: string, code: string, at: Date): Promise<string> {
    await db.query('INSERT INTO short_links (code, coupon_no, created_at) VALUES ($1, $2, $3) ON CONFLICT (coupon_no) DO NOTHING', [code, couponNo, at]);
    const rows = await db.query<{ code: string }>('SELECT code FROM short_links WHERE coupon_no = $1', [couponNo]);
    const row = rows[0];
    if (!row) throw new Error(`short link of ${couponNo} vanished`);
    return row.code;
  },

  /** The coupon's short code if its owner made one (a shared coupon), else null. */
  async shortCodeOf(db: Queryable, couponNo: string): Promise<string | null> {
    const rows = await db.query<{ code: string }>('SELECT code FROM short_links WHERE coupon_no = $1', [couponNo]);
    return rows[0]?.code ?? null;
  },

  async resolveShort(db: Queryable, code: string): Promise<string | null> {
    const rows = await db.query<{ couponNo: string }>('SELECT coupon_no AS "couponNo" FROM short_links WHERE code = $1', [code]);
    return rows[0]?.couponNo ?? null;
  },

  async track(db: Queryable, t: { barcode: string; hazirKuponId: string; memberId: number | null; clientIp: string; at: Date }): Promise<void> {
    await db.query('INSERT INTO tracking_records (barcode, hazir_kupon_id, member_id, client_ip, created_at) VALUES ($1, $2, $3, $4, $5)', [
      t.barcode, t.hazirKuponId, t.memberId, t.clientIp, t.at,
    ]);
  },
};
