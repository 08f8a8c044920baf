/** Reads the program rows a person sees, to pick events a test can play. */
import type { Page } from 'playwright-core';

const HALF_HOUR = 30 * 60_000;

/**
 * Names of the mounted pre-match rows that start at least half an hour from now (so they cannot start mid-test)
 * and whose MBS is at most `maxMbs`.
 */
export const playableEventNames = (page: Page, maxMbs: number): Promise<string[]> =>
  page.evaluate(
    ({ margin, maxMbs }) => {
      const out: string[] = [];
      for (const row of document.querySelectorAll('article[aria-label]')) {
        const time = row.querySelector('time')?.getAttribute('datetime');
        const mbs = Number(row.querySelector('[aria-label^="MBS "]')?.getAttribute('aria-label')?.slice(4));
        const live = row.querySelector('[aria-label^="Canlı"]');
        if (!time || live || !(mbs <= maxMbs) || Date.parse(time) < Date.now() + margin) continue;
        out.push(row.getAttribute('aria-label') ?? '');
      }
      return out;
    },
    { margin: HALF_HOUR, maxMbs },
  );
