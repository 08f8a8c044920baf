/** The page's diagnostics services (screen logs, coupon activity reports and their ops aggregates), for app.ts. */
import type { Db } from './storage/db.port';
import { createDiagnosticsService } from './domain/diagnostics.service';

export const createDiagnosticsServices = ({ db, now }: { db: Db; now: () => number }) => ({
  diagnostics: createDiagnosticsService({ db, now }),
});
