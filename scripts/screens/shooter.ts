/**
 * Takes one scene's picture on one device: brings the page into the scene's state, shoots the full page (as a
 * taller window, capped at the device's maxHeight, so the virtual lists mount their rows) or the viewport, and
 * records what the picture shows: the not-found page, the error page, sideways overflow, the console errors since
 * the last picture. Logs one line per picture.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Account, DeviceName, ErrorLine, Stage } from './stage';

export interface SceneContext {
  stage: Stage;
  device: DeviceName;
}

export interface Scene {
  /** File name part, e.g. 'iddaa-futbol'. */
  name: string;
  caption: string;
  /** The route the picture shows, for the captions and missing.txt. */
  route: string;
  as: Account;
  /** An own, fresh context, closed after the picture: forced-state logins, a view cookie that must not leak. */
  fresh?: boolean;
  /** Shot on this device only. */
  device?: DeviceName;
  /** Full page (the default), or the viewport only (true on the named device only when a device is given). */
  viewportOnly?: boolean | DeviceName;
  /** Shows the cookie bar of a first visit (the scene then runs in a fresh context, without the bar's cookie). */
  cookieBar?: boolean;
  /** Console errors the scene causes by design (e.g. an HTTP 422 refusal the API documents): listed, not counted. */
  expectedErrors?: RegExp;
  run(page: Page, ctx: SceneContext): Promise<void>;
}

export interface Shot {
  nn: string;
  scene: Scene;
  device: DeviceName;
  /** File name within the output folder; empty when the scene failed before its picture. */
  file: string;
  url: string;
  width: number;
  height: number;
  notFound: boolean;
  errorPage: boolean;
  overflowPx: number;
  errors: ErrorLine[];
  /** The scene's own failure (a step that did not happen); the picture then shows where it stopped. */
  failure?: string;
  ms: number;
}

const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s`;

/** Shoots the page into `file`; answers the picture's CSS size. */
async function capture(page: Page, file: string, full: boolean, maxHeight: number): Promise<{ width: number; height: number }> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  if (!full) {
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    return viewport;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // The footer mounts once the page is idle (client/app/lazy-footer.tsx): a full-page picture shows it.
  await page.locator('footer.site-footer').waitFor({ timeout: 8_000 }).catch(() => undefined);
  // The page body keeps at least a screen's height (no footer jump while content loads): grown to the content's
  // height, the window would grow it again and push the footer out of every picture. The picture lets it shrink.
  await page.addStyleTag({ content: '.app__body { min-height: 0 !important; }' });
  const content = await page.evaluate(() => document.documentElement.scrollHeight);
  const height = Math.min(Math.max(content, viewport.height), maxHeight);
  try {
    if (height > viewport.height) {
      await page.setViewportSize({ width: viewport.width, height });
      // The virtual lists mount the rows the taller window shows.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.waitForTimeout(120);
    }
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  } finally {
    if (height > viewport.height) await page.setViewportSize(viewport);
  }
  return { width: viewport.width, height };
}

const describe = (page: Page) =>
  page.evaluate(() => ({
    // The not-found page (client/components/not-found.tsx): its section, whatever title a page gives it.
    notFound: document.querySelector('section.not-found') !== null,
    errorPage: [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Bir hata oluştu'),
    overflowPx: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  }));

export async function shoot(stage: Stage, scene: Scene, nn: string, outDir: string): Promise<Shot> {
  const device = stage.device.name;
  const t0 = Date.now();
  const file = `${nn}-${scene.name}-${device}.png`;
  const fresh = scene.fresh || scene.cookieBar ? await stage.newContext(`${scene.as} (${scene.name})`, { cookieBar: scene.cookieBar }) : null;
  const shot: Shot = { nn, scene, device, file, url: '', width: 0, height: 0, notFound: false, errorPage: false, overflowPx: 0, errors: [], ms: 0 };
  try {
    const page = fresh ? fresh.page : await stage.page(scene.as);
    try {
      await scene.run(page, { stage, device });
    } catch (err) {
      shot.failure = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    }
    const u = new URL(page.url());
    shot.url = `${u.pathname}${u.search}`;
    Object.assign(shot, await describe(page).catch(() => ({})));
    const v = scene.viewportOnly;
    const full = !(v === true || v === device);
    Object.assign(shot, await capture(page, join(outDir, file), full, stage.device.maxHeight));
  } catch (err) {
    shot.failure ??= (err instanceof Error ? err.message : String(err)).split('\n')[0];
    shot.file = '';
  } finally {
    await fresh?.context.close().catch(() => undefined);
  }
  shot.errors = stage.takeErrors().map((e) => ({ ...e, expected: scene.expectedErrors?.test(e.text) ?? false }));
  const unexpected = shot.errors.filter((e) => !e.expected).length;
  shot.ms = Date.now() - t0;
  const notes = [
    shot.notFound ? 'NOT FOUND' : '',
    shot.errorPage ? 'ERROR PAGE' : '',
    shot.overflowPx > 0 ? `overflow +${shot.overflowPx}px` : '',
    unexpected > 0 ? `${unexpected} console error(s)` : '',
    shot.errors.length > unexpected ? `${shot.errors.length - unexpected} expected console error(s)` : '',
    shot.failure ? `FAILED: ${shot.failure}` : '',
  ].filter(Boolean);
  const size = shot.file ? `${shot.width}x${shot.height}` : 'no picture';
  console.log(`${clock()} ${shot.file || `${nn}-${scene.name}-${device}`}  ${size}  ${shot.url}${notes.length ? `  [${notes.join('; ')}]` : ''}`);
  return shot;
}
