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
];
