/**
 * The one versioned migration set, applied in order on both drivers. Never edit an applied migration: add the
 * next version. Money is integer kuruş (bigint), odds integer hundredths, times timestamptz written by the
 * edge's clock (never SQL now()) so an injected clock is honoured everywhere.
 */
import type { Migration } from './migration';
import { MIGRATION_001_INITIAL } from './migration-001-initial';
import { MIGRATION_002_ACCOUNTS } from './migration-002-accounts';
import { MIGRATION_003_CAPTCHA } from './migration-003-captcha';
import { MIGRATION_004_SIGNUP } from './migration-004-signup';
import { MIGRATION_005_CONTRACTS } from './migration-005-contracts';
import { MIGRATION_006_CLIENT_LOG } from './migration-006-client-log';
import { MIGRATION_007_MY_COUPONS } from './migration-007-my-coupons';
import { MIGRATION_008_EVENT_IDENTITY } from './migration-008-event-identity';
import { MIGRATION_009_LOGIN_ATTEMPTS } from './migration-009-login-attempts';
import { MIGRATION_010_EDGE_SECRETS } from './migration-010-edge-secrets';
import { MIGRATION_011_KUPONDAS } from './migration-011-kupondas';
import { MIGRATION_012_KUPONDAS_SOCIAL } from './migration-012-kupondas-social';
import { MIGRATION_013_CONTACT_VERIFICATION } from './migration-013-contact-verification';
import { MIGRATION_014_AVATARS } from './migration-014-avatars';
import { MIGRATION_015_RESPONSIBLE_PLAY } from './migration-015-responsible-play';
import { MIGRATION_016_RAFFLES_NOTICES } from './migration-016-raffles-notices';
import { MIGRATION_017_HORSE_RACING } from './migration-017-horse-racing';
import { MIGRATION_019_SCREEN_LOGS } from './migration-019-screen-logs';
import { MIGRATION_018_SPORTOTO } from './migration-018-sportoto';
import { MIGRATION_020_COUPON_ROW_FIELDS } from './migration-020-coupon-row-fields';
import { MIGRATION_021_RACING_COUPON_FOLDERS } from './migration-021-racing-coupon-folders';

export const MIGRATIONS: readonly Migration[] = [
  MIGRATION_001_INITIAL,
  MIGRATION_002_ACCOUNTS,
  MIGRATION_003_CAPTCHA,
  MIGRATION_004_SIGNUP,
  MIGRATION_005_CONTRACTS,
  MIGRATION_006_CLIENT_LOG,
  MIGRATION_007_MY_COUPONS,
  MIGRATION_008_EVENT_IDENTITY,
  MIGRATION_009_LOGIN_ATTEMPTS,
  MIGRATION_010_EDGE_SECRETS,
  MIGRATION_011_KUPONDAS,
  MIGRATION_012_KUPONDAS_SOCIAL,
  MIGRATION_013_CONTACT_VERIFICATION,
  MIGRATION_014_AVATARS,
  MIGRATION_015_RESPONSIBLE_PLAY,
  MIGRATION_016_RAFFLES_NOTICES,
  MIGRATION_017_HORSE_RACING,
  MIGRATION_018_SPORTOTO,
  MIGRATION_019_SCREEN_LOGS,
  MIGRATION_020_COUPON_ROW_FIELDS,
  MIGRATION_021_RACING_COUPON_FOLDERS,
];
