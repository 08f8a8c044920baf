/**
 * The frame every benchmark runs in: a time budget (a stuck run stops with exit code 2), Ctrl-C and SIGTERM
 * (exit 130), and its cleanup (servers, browsers, child processes, temporary folders) on every way out.
 */

/** Runs `body` guarded; its answer is the exit code. */
export const guardedRun = async (name: string, budgetMs: number, cleanup: () => unknown, body: () => Promise<number>): Promise<number> => {
  const end = (code: number): void => {
    void Promise.resolve()
      .then(cleanup)
      .catch(() => undefined)
      .finally(() => process.exit(code));
  };
  const watchdog = setTimeout(() => {
    console.error(`${name}: over its ${Math.round(budgetMs / 1000)} s budget, stopping`);
    end(2);
  }, budgetMs);
  watchdog.unref();
  const stop = (): void => end(130);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    return await body();
  } finally {
    clearTimeout(watchdog);
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await cleanup();
  }
};

/** Runs a benchmark's main and sets the process's exit code from it (1 when it throws). */
export const runMain = (name: string, main: () => Promise<number>): void => {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(`${name} failed:`, err);
      process.exitCode = 1;
    },
  );
};
