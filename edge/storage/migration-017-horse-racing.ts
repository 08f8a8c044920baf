/**
 * Migration 17: horse racing (fixed-odds Ganyan). The day's program is written once from the generator (races and
 * runners keep their ids for the life of the database; a restart, or another seed, finds the day already written),
 * results once per race, Ganyan bets with their idempotency key and first answer, and the withdrawn-horse deduction
 * table: versioned and append-only (a trigger refuses UPDATE and DELETE; a new table is a new version). Each
 * settled bet records the version it was settled with. Ledger rows of a bet name it (racing_bet_id), and a unique
 * index lets a bet be paid or refunded once.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE racing_races (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day_key        text NOT NULL,
  hippodrome_id  integer NOT NULL,
  race_no        integer NOT NULL,
  name           text NOT NULL,
  distance_m     integer NOT NULL,
  surface        text NOT NULL,
  starts_at      timestamptz NOT NULL,
  odds_seed      bigint NOT NULL,
  statistics     boolean NOT NULL,
  created_at     timestamptz NOT NULL,
  UNIQUE (day_key, hippodrome_id, race_no)
);
CREATE INDEX racing_races_start ON racing_races (starts_at);

CREATE TABLE racing_runners (
  race_id          bigint NOT NULL REFERENCES racing_races(id),
  horse_no         integer NOT NULL,
  name             text NOT NULL,
  jockey           text NOT NULL,
  weight_tenth_kg  integer NOT NULL,
  age              integer NOT NULL,
  last_results     text,
  base_odd         integer NOT NULL CHECK (base_odd > 100),
  withdrawn_at     timestamptz,
  PRIMARY KEY (race_id, horse_no)
);

CREATE TABLE racing_results (
  race_id      bigint PRIMARY KEY REFERENCES racing_races(id),
  finish_order jsonb NOT NULL,
  official_at  timestamptz NOT NULL,
  recorded_at  timestamptz NOT NULL
);

CREATE TABLE racing_deductions (
  version     integer NOT NULL,
  min_odd     integer NOT NULL,
  max_odd     integer NOT NULL,
  percent     integer NOT NULL CHECK (percent BETWEEN 0 AND 100),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (version, min_odd),
  CHECK (min_odd <= max_odd)
);
CREATE FUNCTION racing_deductions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'racing_deductions is written once: add a new version';
END;
$$;
CREATE TRIGGER racing_deductions_no_change BEFORE UPDATE OR DELETE ON racing_deductions
  FOR EACH ROW EXECUTE FUNCTION racing_deductions_append_only();

INSERT INTO racing_deductions (version, min_odd, max_odd, percent, created_at) VALUES
  (1, 100, 130, 75, '2026-01-01T00:00:00Z'), (1, 131, 140, 70, '2026-01-01T00:00:00Z'),
  (1, 141, 153, 65, '2026-01-01T00:00:00Z'), (1, 154, 162, 60, '2026-01-01T00:00:00Z'),
  (1, 163, 180, 55, '2026-01-01T00:00:00Z'), (1, 181, 195, 50, '2026-01-01T00:00:00Z'),
  (1, 196, 220, 45, '2026-01-01T00:00:00Z'), (1, 221, 250, 40, '2026-01-01T00:00:00Z'),
  (1, 251, 275, 35, '2026-01-01T00:00:00Z'), (1, 276, 325, 30, '2026-01-01T00:00:00Z'),
  (1, 326, 400, 25, '2026-01-01T00:00:00Z'), (1, 401, 500, 20, '2026-01-01T00:00:00Z'),
  (1, 501, 650, 15, '2026-01-01T00:00:00Z'), (1, 651, 900, 10, '2026-01-01T00:00:00Z'),
  (1, 901, 1100, 5, '2026-01-01T00:00:00Z'), (1, 1101, 1000000, 0, '2026-01-01T00:00:00Z');

CREATE TABLE racing_bets (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coupon_no          text NOT NULL UNIQUE,
  member_id          bigint NOT NULL REFERENCES members(id),
  idempotency_key    text NOT NULL,
  request_hash       text NOT NULL,
  answer             json,
  race_id            bigint NOT NULL REFERENCES racing_races(id),
  horse_no           integer NOT NULL,
  amount_kurus       bigint NOT NULL CHECK (amount_kurus >= 1000),
  odd                integer NOT NULL CHECK (odd > 100),
  played_at          timestamptz NOT NULL,
  status             text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  payout_kurus       bigint NOT NULL DEFAULT 0,
  deduction_percent  integer NOT NULL DEFAULT 0,
  deduction_version  integer,
  settled_at         timestamptz,
  UNIQUE (member_id, idempotency_key),
  FOREIGN KEY (race_id, horse_no) REFERENCES racing_runners(race_id, horse_no)
);
CREATE INDEX racing_bets_member ON racing_bets (member_id, played_at DESC);
CREATE INDEX racing_bets_open ON racing_bets (race_id) WHERE status = 'open';

ALTER TABLE ledger ADD COLUMN racing_bet_id bigint REFERENCES racing_bets(id);
CREATE UNIQUE INDEX ledger_racing_settled_once ON ledger (racing_bet_id) WHERE kind IN ('racing_payout', 'racing_refund');
`;

export const MIGRATION_017_HORSE_RACING: Migration = { version: 17, name: 'horse-racing', sql };
