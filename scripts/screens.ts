/**
 * `npm run screens`: renders every page and state of spec section 2 on a phone (390×844, mobile user agent, touch)
 * and a desktop (1366×900) into PNG files for people to review the look of the site.
 *
 * It starts its own edge on free ports with a temporary data directory (tests/e2e/site.ts), serving the built
 * client (dist/client, built first when stale, or SCREENS_STATIC_DIR), and drives Debian's chromium through
 * playwright-core: one browser, a context per device and account, scenes one after another. Output goes to
 * screens/<yyyy-mm-dd-hhmm>/ (or --out <dir>): <nn>-<page>-<phone|desktop>.png, index.html (pairs with
 * captions), missing.txt (routes that render the not-found page) and errors.txt (console errors per picture).
 * --only <substring> renders the scenes whose name or route contains it (repeatable). Exits 1 when a page that
 * exists logged console errors or a scene could not be brought into its state.
 */
import { mkdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO, startSite, type Site } from '../tests/e2e/site';
import { primeDemoHashes } from '../tests/edge/seed-hashes';
import { ensureClientBuild } from './screens/build';
import { KUPONDAS_SCENES } from './screens/scenes-kupondas';
import { MEMBER_SCENES } from './screens/scenes-member';
import { OPS_TOKEN, VISITOR_SCENES } from './screens/scenes-visitor';
import { shoot, type Scene, type Shot } from './screens/shooter';
import { DEVICES, Stage } from './screens/stage';
import { writeErrors, writeIndex, writeMissing } from './screens/report';

const SCENES: readonly Scene[] = [...VISITOR_SCENES, ...MEMBER_SCENES, ...KUPONDAS_SCENES];

const USAGE = `usage: npm run screens -- [--out <dir>] [--only <substring>]...
  --out <dir>          output folder (default screens/<yyyy-mm-dd-hhmm>/)
  --only <substring>   only scenes whose name or route contains it (repeatable)
  SCREENS_STATIC_DIR   serve this build instead of dist/client (not rebuilt)`;

const stamp = (d = new Date()): string => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`;
};

function options(): { outDir: string; only: string[] } {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, only: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const outDir = values.out ? resolve(process.cwd(), values.out) : join(REPO, 'screens', stamp());
  return { outDir, only: values.only ?? [] };
}

let site: Site | undefined;
let browser: Browser | undefined;
const stages: Stage[] = [];
let stopping: Promise<void> | undefined;

/** Stops the browser and the edge (and with it its temporary data); every call answers the same promise. */
function stop(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all(stages.splice(0).map((st) => st.close()));
    await browser?.close().catch(() => undefined);
    await site?.close().catch((e: unknown) => console.error('edge close:', e));
  })();
  return stopping;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping the browser and the edge…`);
    const force = setTimeout(() => process.exit(130), 10_000);
    void stop().finally(() => {
      clearTimeout(force);
      process.exit(130);
    });
  });
}

async function main(): Promise<number> {
  const t0 = Date.now();
  const { outDir, only } = options();
  const picked = SCENES.map((scene, i) => ({ scene, nn: String(i + 1).padStart(2, '0') })).filter(
    ({ scene, nn }) => only.length === 0 || only.some((o) => `${nn}-${scene.name}`.includes(o) || scene.route.includes(o)),
  );
  if (picked.length === 0) {
    console.error(`no scene matches --only ${only.join(', ')}\n${USAGE}`);
    return 2;
  }
  const staticDir = ensureClientBuild(REPO);
  await mkdir(outDir, { recursive: true });
  // The edge (a PGlite database to migrate and seed) and chromium start side by side.
  const launching = chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  try {
    await primeDemoHashes();
    site = await startSite({
      staticDir,
      opsToken: OPS_TOKEN,
      // Every forced-state member logs in on both devices; the login limit per address is not what is reviewed.
      loginRateLimitPerMinute: 10_000,
    });
  } finally {
    // Held before anything can fail on, so stop() closes it whatever happens.
    browser = await launching;
  }
  console.log(`${((Date.now() - t0) / 1000).toFixed(1)}s edge ${site.url} serving ${relative(REPO, staticDir) || staticDir}; ${picked.length} scenes → ${relative(process.cwd(), outDir) || outDir}`);

  const shots: Shot[] = [];
  for (const device of DEVICES) {
    const stage = new Stage(browser, device, site.url);
    stages.push(stage);
    for (const { scene, nn } of picked) {
      if (stopping) return 130;
      if (scene.device && scene.device !== device.name) continue;
      shots.push(await shoot(stage, scene, nn, outDir));
    }
    await stage.close();
    const i = stages.indexOf(stage);
    if (i >= 0) stages.splice(i, 1);
  }

  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  const pictures = shots.filter((s) => s.file).length;
  await writeIndex(outDir, shots, `${pictures} resim, ${seconds} s, ${new Date().toLocaleString('tr-TR')}, ${staticDir}`);
  const missing = await writeMissing(outDir, shots);
  const errors = await writeErrors(outDir, shots);
  const failed = shots.filter((s) => s.failure);
  console.log(
    `${pictures} pictures in ${seconds} s → ${join(relative(process.cwd(), outDir) || '.', 'index.html')}; ` +
      `${missing.length} route(s) not found (missing.txt); ${errors} console error(s) on existing pages, ${failed.length} failed scene(s) (errors.txt)`,
  );
  return errors > 0 || failed.length > 0 ? 1 : 0;
}

main()
  .then(async (code) => {
    await stop();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    if (!stopping) console.error(err);
    const code = stopping ? 130 : 1;
    await stop();
    process.exit(code);
  });
