/**
 * Migration 21: Ganyan coupons in Kuponlarım (CType 3). A settled Ganyan bet can be moved to the member's old or
 * lost coupons like an iddaa coupon: `racing_bets.folder`, null until moved. Nothing rewritten.
 */
import type { Migration } from './migration';

const sql = `
ALTER TABLE racing_bets ADD COLUMN folder text CHECK (folder IN ('old', 'lost'));
`;

export const MIGRATION_021_RACING_COUPON_FOLDERS: Migration = { version: 21, name: 'racing-coupon-folders', sql };
