/**
 * Lighthouse's benchmarkIndex of this machine, measured in a page: Lighthouse's own fixed JavaScript loops
 * (page-functions.js, computeBenchmarkIndex), the figure its reports carry as environment.benchmarkIndex. Higher is
 * a faster machine. Benchmarks that hold an absolute bar (frames, long tasks at 4x CPU throttle) print it, so runs on
 * two machines of one kind, whose speed differs by 2x here, can be told apart. Run it before any CPU throttle.
 */
import type { Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './stats';

/** The median of `runs` measurements (each about one second of the page's main thread). */
export const measureBenchmarkIndex = async (page: Page, runs = 3): Promise<number> => {
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(Number(await page.evaluate(source)));
  return median(values);
};
