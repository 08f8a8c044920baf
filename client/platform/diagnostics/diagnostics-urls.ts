/**
 * Where the page posts its diagnostics (spec section 7: "a configured url"), chosen at build time:
 * VITE_SCREEN_LOG_URL, VITE_ACTIVITY_REPORT_URL and VITE_AD_CONVERSION_URL. By default the edge's own routes
 * (shared/protocol/diagnostics-api.ts), which store them with a bound.
 */
import { DIAGNOSTICS_API } from '@shared/protocol/diagnostics-api';

const env = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const DIAGNOSTICS_URLS = {
  screenLogs: env(import.meta.env.VITE_SCREEN_LOG_URL) ?? DIAGNOSTICS_API.screenLogs,
  activityReport: env(import.meta.env.VITE_ACTIVITY_REPORT_URL) ?? DIAGNOSTICS_API.activityReport,
  adConversion: env(import.meta.env.VITE_AD_CONVERSION_URL) ?? DIAGNOSTICS_API.adConversion,
} as const;
