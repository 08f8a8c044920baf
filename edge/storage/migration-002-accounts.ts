/**
 * Migration 2: account states for login (spec section 8), the per-account login hold, the forced states a member
 * can be in (password change, profession, personal-data consent) and the profession list.
 * - account_status 0 is an active account; any other value is the login code the account answers once its
 *   password is right (300, 301, 302, 303, 503, or another code shown with status_message).
 * - failed_attempts / last_failed_at / held_until: consecutive wrong passwords; reaching the limit holds the
 *   account until held_until (code 401). Unknown identifiers get the same treatment in login_unknown_holds, keyed
 *   by a hash of the identifier, so a 401 does not tell that an account exists.
 */
import type { Migration } from './migration';

const sql = `
ALTER TABLE members ADD COLUMN account_status      integer NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN status_message      text;
ALTER TABLE members ADD COLUMN failed_attempts     integer NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN last_failed_at      timestamptz;
ALTER TABLE members ADD COLUMN held_until          timestamptz;
ALTER TABLE members ADD COLUMN profession_required boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN kvk_required        boolean NOT NULL DEFAULT false;

CREATE TABLE login_unknown_holds (
  id_hash         text PRIMARY KEY,   -- sha256 of the normalised identifier, never the identifier itself
  failed_attempts integer NOT NULL,
  last_failed_at  timestamptz NOT NULL,
  held_until      timestamptz
);
CREATE INDEX login_unknown_holds_last ON login_unknown_holds (last_failed_at);

CREATE TABLE professions (
  id         integer PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  sort_order integer NOT NULL
);
INSERT INTO professions (id, name, sort_order) VALUES
  (1, 'Akademisyen', 10), (2, 'Avukat', 20), (3, 'Bankacı', 30), (4, 'Çiftçi', 40), (5, 'Doktor', 50),
  (6, 'Eczacı', 60), (7, 'Esnaf', 70), (8, 'Ev Hanımı', 80), (9, 'Hemşire', 90), (10, 'İşçi', 100),
  (11, 'Kamu Çalışanı', 110), (12, 'Mali Müşavir', 120), (13, 'Mühendis', 130), (14, 'Öğrenci', 140),
  (15, 'Öğretmen', 150), (16, 'Özel Sektör Çalışanı', 160), (17, 'Serbest Meslek', 170), (18, 'Sağlık Çalışanı', 180),
  (19, 'Şoför', 190), (20, 'Teknisyen', 200), (21, 'Tüccar', 210), (22, 'Yazılımcı', 220), (23, 'Emekli', 230),
  (24, 'Çalışmıyor', 240), (99, 'Diğer', 990);
ALTER TABLE members ADD COLUMN profession_id integer REFERENCES professions(id);
`;

export const MIGRATION_002_ACCOUNTS: Migration = { version: 2, name: 'account states, login holds, professions', sql };
