/**
 * Accessibility in the browser: axe-core (WCAG 2.0/2.1 A and AA) finds no critical or serious violation on the
 * program page, the live page, the coupon (the phone sheet, the desktop panel) with a few selections, the login and
 * sign-up pages and Hesabım / Kuponlarım of a logged-in demo member, each on a phone (390x844) and a desktop
 * (1366x900). On the phone every control of the program list and of the coupon sheet is at least 44 px high, and
 * 'Kupona geç' opens the sheet, which takes the focus, keeps it over 30 Tabs and gives it back to the bar on Escape.
 * One browser and one site; the viewport changes in place (the layout follows matchMedia).
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { PHONE_VIEWPORT, useE2e } from './harness';
import { couponRows, pickPlayableEvents } from './program-rows';

const DESKTOP = { width: 1366, height: 900 };
const VIEWPORTS = [
  ['phone', PHONE_VIEWPORT],
  ['desktop', DESKTOP],
] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Rules outside those tags (experimental or best practice) that this site keeps clean as well. */
const EXTRA_RULES = ['label-content-name-mismatch', 'landmark-unique'];
const MIN_TARGET = 44;

const e2e = useE2e({ viewport: PHONE_VIEWPORT });

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** Runs axe on the page as it is; answers the violations that fail the bar, each with enough to find and fix it. */
async function violations(page: Page): Promise<Finding[]> {
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]));
  const result = await new AxeBuilder({ page }).withTags(TAGS).options({ rules }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || EXTRA_RULES.includes(v.id))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        id: v.id,
        impact: n.impact ?? v.impact ?? '?',
        help: v.help,
        targets: n.target.map(String),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    );
}

/**
 * Checks one page softly (the test goes on to the next page, so a run shows every failing page): the report is one
 * line per violating node (rule id, impact, selectors, axe's summary) after the counts by rule.
 */
async function expectClean(page: Page, where: string): Promise<void> {
  // Colours are judged as they settle: a button picked a moment ago may still be in its 140 ms background transition
  // (a blend of the two states that no one reads). Infinite animations (the live dot) are CSS animations, not waited.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))),
  );
  const found = await violations(page);
  const byRule = new Map<string, number>();
  for (const f of found) byRule.set(f.id, (byRule.get(f.id) ?? 0) + 1);
  const counts = [...byRule].map(([id, n]) => `${id} ×${n}`).join(', ');
  const lines = found.slice(0, 40).map((f) => `  [${f.impact}] ${f.id} ${f.targets.join(' ')} :: ${f.summary}`);
  const report = found.length === 0 ? '' : `${where}: ${found.length} axe violations (${counts})\n${lines.join('\n')}`;
  if (report) console.log(report);
  expect.soft(report, `${where}: axe violations`).toBe('');
}

/** Interactive elements under `root` that are shorter than 44 px (visible ones only), as 'name: height'. */
const smallTargets = (page: Page, root: string): Promise<string[]> =>
  page.evaluate(
    ({ root, min }) => {
      const out: string[] = [];
      const sel = 'button, a[href], input:not([type=hidden]), select, [role="button"], [role="tab"], [role="switch"]';
      for (const box of document.querySelectorAll(root)) {
        for (const el of box.querySelectorAll<HTMLElement>(sel)) {
          const r = el.getBoundingClientRect();
          // Checkboxes and radios are drawn inside a taller label; skip them and anything not laid out.
          if (r.width === 0 || r.height === 0 || el.closest('label') || el.matches('[type=checkbox], [type=radio]')) continue;
          if (r.height < min - 0.5) out.push(`${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}: ${Math.round(r.height)}`);
        }
      }
      return out;
    },
    { root, min: MIN_TARGET },
  );

const focusIn = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

const oddsReady = (page: Page) => page.getByRole('button', { name: /, oran / }).first().waitFor();

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const [device, viewport] of VIEWPORTS) {
    it(`program page and coupon, ${device}`, async () => {
      const { page } = e2e;
      await page.setViewportSize(viewport);
      await page.goto('/iddaa/futbol');
      await oddsReady(page);
      await expectClean(page, `program ${device}`);
      expect(await pickPlayableEvents(page, 3, 99)).toHaveLength(3);
      if (device === 'phone') {
        expect.soft(await smallTargets(page, '.app__main article, .app header')).toEqual([]);
        // 'Kupona geç' opens the sheet, which takes the focus and keeps it while open.
        await page.getByRole('link', { name: 'Kupona geç' }).focus();
        await page.keyboard.press('Enter');
        const sheet = page.getByRole('dialog', { name: 'Kuponum' });
        await sheet.waitFor();
        for (let i = 0; i < 30; i++) {
          expect(await focusIn(page, '[role=dialog]'), `Tab ${i} left the sheet`).toBe(true);
          await page.keyboard.press('Tab');
        }
        await expectClean(page, `coupon sheet ${device}`);
        expect.soft(await smallTargets(page, '[role=dialog]')).toEqual([]);
        // Empty the coupon again, so the desktop pass picks afresh rather than taking these picks off.
        await sheet.getByRole('button', { name: 'Temizle' }).click();
        // Closed with Escape, the focus goes back to the Kuponum bar.
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.activeElement?.className)).toBe('coupon-bar');
      } else {
        await couponRows(page.getByRole('region', { name: 'Kuponum' })).nth(2).waitFor();
        await expectClean(page, `program with coupon ${device}`);
      }
    });

    it(`live page, ${device}`, async () => {
      const { page } = e2e;
      await page.setViewportSize(viewport);
      await page.goto(ROUTES.live);
      await oddsReady(page);
      await expectClean(page, `live ${device}`);
    });

    it(`login and sign-up pages, ${device}`, async () => {
      const { page } = e2e;
      await page.setViewportSize(viewport);
      await page.goto(loginPageUrl(ROUTES.myCoupons));
      await page.getByRole('region', { name: 'Üye Girişi', exact: true }).waitFor();
      await expectClean(page, `login ${device}`);
      await page.goto(ROUTES.signUp);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('form input').first().waitFor();
      await expectClean(page, `sign-up ${device}`);
    });
  }

  it('Hesabım / Kuponlarım of a logged-in member, phone and desktop', async () => {
    const { page } = e2e;
    const member = DEMO_MEMBERS[0]!;
    await page.setViewportSize(DESKTOP);
    await page.goto(loginPageUrl(ROUTES.myCoupons));
    const form = page.getByRole('region', { name: 'Üye Girişi', exact: true });
    await form.getByLabel('Üye No / TC Kimlik No / Kullanıcı Adı').fill(member.username);
    await form.getByLabel('Şifre', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((u) => u.pathname === ROUTES.myCoupons);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectClean(page, 'Kuponlarım desktop');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectClean(page, 'Kuponlarım phone');
  });
});
