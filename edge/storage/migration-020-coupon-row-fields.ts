/**
 * Migration 20: the coupon row fields of spec section 3 with their meanings. A played selection keeps the market
 * number (marketNo; the MBS stays in `mbs`), the event's bet id (bid) and its detail link (mLink) as they were at
 * play. Added as nullable columns, nothing rewritten: a row played before answers marketNo 0, bid '0' (no bet id:
 * the NevId lookup of spec section 4 finds the event) and the detail link of its sport (edge/domain/coupon-view.ts).
 */
import type { Migration } from './migration';

const sql = `
ALTER TABLE coupon_selections ADD COLUMN market_no integer CHECK (market_no >= 0);
ALTER TABLE coupon_selections ADD COLUMN bid text;
ALTER TABLE coupon_selections ADD COLUMN m_link text;
`;

export const MIGRATION_020_COUPON_ROW_FIELDS: Migration = { version: 20, name: 'coupon-row-fields', sql };
