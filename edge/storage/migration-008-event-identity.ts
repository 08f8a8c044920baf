/**
 * Event identity: events, markets and outcomes take their ids from blocks of a database sequence, so an
 * id is never reused for the life of the database; official results and coupon selections key on the event's
 * identity (NID), never on its display code, which real iddaa reuses and which the old generator reissued after
 * every restart. The feed keeps a checkpoint here to go on after a restart.
 *
 * Repair of what the old keying left: results were stored by code, so any of them may belong to another event,
 * and open coupons point at codes that now name other events. Every open coupon is voided whole (each selection
 * at 1,00, the ones already marked by a possibly foreign result too) and settlement then refunds its stake by the
 * all-void rule, in the same transaction as the refund's ledger row. Coupons already settled are left as they
 * are; the count of each is written to data_repairs.
 */
import type { Migration } from './migration';

export const MIGRATION_008_EVENT_IDENTITY: Migration = {
  version: 8,
  name: 'event identity',
  sql: `
CREATE SEQUENCE program_id_blocks START 1;

CREATE TABLE feed_checkpoints (
  feed_key  text PRIMARY KEY,
  taken_at  timestamptz NOT NULL,
  state     bytea NOT NULL       -- gzipped JSON of edge/feed/feed-checkpoint.ts
);
-- Already compressed: storing it as is spares the database a second compression attempt on every write.
ALTER TABLE feed_checkpoints ALTER COLUMN state SET STORAGE EXTERNAL;

ALTER TABLE event_results RENAME TO event_results_by_code;
ALTER INDEX event_results_pkey RENAME TO event_results_by_code_pkey;

CREATE TABLE event_results (
  event_nid            bigint PRIMARY KEY,
  event_code           bigint NOT NULL,
  sport_id             integer NOT NULL,
  status               integer NOT NULL,
  score                jsonb,
  winning_outcome_ids  jsonb NOT NULL,
  decided_market_ids   jsonb NOT NULL,
  market_ids           jsonb NOT NULL,
  -- 'feed': the feed's official result; 'dropped': the feed no longer knows the event, which counts as cancelled
  source               text NOT NULL CHECK (source IN ('feed', 'dropped')),
  finished_at          timestamptz NOT NULL,
  received_at          timestamptz NOT NULL
);

ALTER TABLE coupon_selections ADD COLUMN event_nid bigint;
CREATE INDEX coupon_selections_open_nid ON coupon_selections (event_nid) WHERE status = 'open';

CREATE TABLE data_repairs (
  version    integer PRIMARY KEY,
  summary    jsonb NOT NULL,
  applied_at timestamptz NOT NULL
);
`,
  async repair(tx, at) {
    const voided = await tx.query<{ n: number }>(
      `WITH v AS (
         UPDATE coupon_selections s SET status = 'void', settled_at = $1
           FROM coupons c WHERE c.id = s.coupon_id AND c.status = 'open' AND s.status <> 'void'
         RETURNING s.coupon_id)
       SELECT COUNT(*)::bigint AS n FROM v`,
      [at],
    );
    const open = await tx.query<{ coupons: number; stake: number | null }>(
      `SELECT COUNT(*)::bigint AS coupons, SUM(amount_kurus)::bigint AS stake FROM coupons WHERE status = 'open'`,
    );
    const summary = {
      openCouponsVoided: open[0]?.coupons ?? 0, stakeToRefundKurus: open[0]?.stake ?? 0, selectionsVoided: voided[0]?.n ?? 0,
    };
    await tx.query('INSERT INTO data_repairs (version, summary, applied_at) VALUES (8, $1, $2)', [JSON.stringify(summary), at]);
  },
};
