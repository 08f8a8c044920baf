/**
 * The edge's periodic work, started once the edge listens and stopped first on close: expired sessions and login
 * holds purged, settlement polled, and events the feed dropped swept (cancelled at odds 1,00, then settled).
 */

export interface PeriodicJobsDeps {
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  sessions: { purgeExpired(): Promise<unknown> };
  loginGuard: { purge(): Promise<unknown> };
  settlement: { start(everyMs: number): void; kick(): void };
  droppedEvents: { sweep(): Promise<number> };
  /** Horse racing's results and Ganyan settlement, polled with the iddaa settlement. */
  racing?: { start(everyMs: number): void; run(): Promise<number> };
  /** Spor Toto: the next pool made when none is open, closed pools settled once their matches are decided. */
  sportoto?: { ensurePool(): Promise<unknown>; run(): Promise<number> };
  purgeEveryMs: number;
  settleEveryMs: number;
  sweepEveryMs: number;
}

export const startPeriodicJobs = (d: PeriodicJobsDeps): { stop(): void } => {
  const purge = setInterval(() => {
    d.sessions.purgeExpired().catch((err: unknown) => d.logger.warn({ err }, 'session purge failed'));
    d.loginGuard.purge().catch((err: unknown) => d.logger.warn({ err }, 'login hold purge failed'));
  }, d.purgeEveryMs);
  purge.unref();
  d.settlement.start(d.settleEveryMs);
  d.settlement.kick();
  d.racing?.start(d.settleEveryMs);
  d.racing?.run().catch((err: unknown) => d.logger.error({ err }, 'racing settlement failed'));
  let sportotoBusy = false; // one pass at a time
  const sportotoTick = (): void => {
    if (!d.sportoto || sportotoBusy) return;
    sportotoBusy = true;
    d.sportoto.ensurePool().then(() => d.sportoto?.run())
      .catch((err: unknown) => d.logger.error({ err }, 'spor toto pool work failed'))
      .finally(() => { sportotoBusy = false; });
  };
  sportotoTick();
  const sportoto = d.sportoto ? setInterval(sportotoTick, d.settleEveryMs) : null;
  sportoto?.unref();
  const sweep = setInterval(() => {
    d.droppedEvents.sweep()
      .then((n) => {
        if (n === 0) return;
        d.logger.warn({ events: n }, 'events the feed dropped were cancelled (odds 1,00)');
        d.settlement.kick();
      })
      .catch((err: unknown) => d.logger.error({ err }, 'dropped-event sweep failed'));
  }, d.sweepEveryMs);
  sweep.unref();
  return {
    stop() {
      clearInterval(purge);
      clearInterval(sweep);
      if (sportoto) clearInterval(sportoto);
    },
  };
};
