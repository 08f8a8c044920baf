/**
 * The manifest's shortcut icons and screenshots, written as PNGs under client/public (committed; the build never
 * runs this). Rerun after a change of the look:
 *   npx tsx scripts/make-pwa-images.ts            (both)
 *   npx tsx scripts/make-pwa-images.ts icons      (shortcut icons only: no build, no browser)
 *   SCREENS_STATIC_DIR=/tmp/build npx tsx scripts/make-pwa-images.ts screenshots
 * Shortcut icons are drawn from SVG by sharp. Screenshots are of the real site: an edge on free ports with its demo
 * data (tests/e2e/site.ts) serving the built client, the football program on a phone and a desktop, in Debian's
 * chromium through playwright-core; sharp then stores them as palette PNGs.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO, startSite } from '../tests/e2e/site';
import { sportPath } from '../shared/constants/routes';
import { pwaManifest } from '../shared/constants/pwa';
import { ensureClientBuild } from './screens/build';

const PUBLIC_DIR = join(REPO, 'client/public');
const GREEN = '#0b3d2e';
const YELLOW = '#f5c400';

/** 96×96: a green tile with a white motif, the yellow dot of the logo as the accent. */
const tile = (motif: string): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
  <rect width="96" height="96" rx="20" fill="${GREEN}"/>${motif}</svg>`;

const SHORTCUT_ICONS: Record<string, string> = {
  // Canlı Bahis: a "live" dot with two waves on each side.
  'icons/shortcut-live-96.png': tile(`
  <circle cx="48" cy="48" r="10" fill="${YELLOW}"/>
  <g fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round">
    <path d="M30 30a25 25 0 0 0 0 36"/><path d="M66 30a25 25 0 0 1 0 36"/>
    <path d="M19 20a40 40 0 0 0 0 56"/><path d="M77 20a40 40 0 0 1 0 56"/>
  </g>`),
  // Kuponlarım: a coupon slip with lines and a notched edge.
  'icons/shortcut-coupons-96.png': tile(`
  <path d="M26 16h44v64l-7-5-7 5-7-5-7 5-7-5-7 5-2-1.5z" fill="#fff"/>
  <g stroke="${GREEN}" stroke-width="5" stroke-linecap="round"><path d="M35 32h26"/><path d="M35 44h26"/><path d="M35 56h16"/></g>
  <circle cx="62" cy="58" r="6" fill="${YELLOW}"/>`),
};

async function makeIcons(): Promise<void> {
  await mkdir(join(PUBLIC_DIR, 'icons'), { recursive: true });
  for (const [file, svg] of Object.entries(SHORTCUT_ICONS)) {
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(join(PUBLIC_DIR, file));
    console.log(`wrote client/public/${file}`);
  }
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function makeScreenshots(): Promise<void> {
  const site = await startSite({ staticDir: ensureClientBuild(REPO) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    await mkdir(join(PUBLIC_DIR, 'screenshots'), { recursive: true });
    for (const shot of pwaManifest.screenshots) {
      const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
      const phone = shot.form_factor === 'narrow';
      const context = await browser.newContext({
        baseURL: site.url,
        viewport: { width, height },
        locale: 'tr-TR',
        timezoneId: 'Europe/Istanbul',
        serviceWorkers: 'block',
        ...(phone ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      await page.goto(sportPath('futbol'), { waitUntil: 'load' });
      await page.getByRole('button', { name: /, oran / }).first().waitFor({ timeout: 20_000 });
      // The cookie bar is answered once on a real visit; the coupon holds three picks, so it shows what the site is for.
      await page.getByRole('button', { name: 'Anladım' }).click({ timeout: 5_000 }).catch(() => undefined);
      // Tomorrow's program: pre-match rows with open odds whatever the hour the pictures are taken.
      await page.getByRole('tab', { name: 'Yarın' }).click();
      const rows = page.getByRole('article');
      await rows.first().waitFor();
      for (const i of [0, 1, 2]) await rows.nth(i).getByRole('button', { name: /, oran / }).first().click();
      await page.waitForTimeout(800);
      const png = await page.screenshot({ type: 'png' });
      const file = join(PUBLIC_DIR, shot.src);
      await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
      console.log(`wrote client/public${shot.src} (${width}×${height})`);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

const what = process.argv[2];
if (what !== 'screenshots') await makeIcons();
if (what !== 'icons') await makeScreenshots();
