/**
 * Where the screens are taken: the two devices (a phone with a mobile user agent and touch, a desktop), the
 * accounts a scene acts as (a visitor, the demo members and the seeded forced-state members of
 * edge/storage/seed.ts and seed-account-states.ts), and the Stage: one browser context per device and account,
 * opened and logged in on first use, their console errors, and what scenes learn for later scenes (a bet code,
 * the played coupon's number).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { NOTICE_COOKIES } from '@shared/constants/contract';
import { trackNetwork } from './network';

const COOKIE_BAR_CLOSED = NOTICE_COOKIES.cookieBarClosed;

export type DeviceName = 'phone' | 'desktop';

export interface Device {
  name: DeviceName;
  options: BrowserContextOptions;
  /** Tallest full-page picture, in CSS pixels: a program is tens of thousands of pixels of rows. */
  maxHeight: number;
}

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

export const DEVICES: readonly Device[] = [
  {
    name: 'phone',
    options: { viewport: { width: 390, height: 844 }, userAgent: ANDROID_CHROME, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    maxHeight: 3200,
  },
  { name: 'desktop', options: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 }, maxHeight: 2600 },
];

/** Who a scene acts as. Forced-state members log in inside their scene: the forced page is what is shot. */
export type Account = 'visitor' | 'demo' | 'ayse' | 'kvk' | 'sifre' | 'meslek' | 'sozlesme';

export const PASSWORDS: Record<Exclude<Account, 'visitor'>, string> = {
  demo: 'Demo.1234',
  ayse: 'Ayse.1234',
  kvk: 'Demo.1234',
  sifre: 'Demo.1234',
  meslek: 'Demo.1234',
  sozlesme: 'Demo.1234',
};

export const USER_LABEL = 'Üye No / TC Kimlik No / Kullanıcı Adı';

/** Logs in on the login page and waits until it leaves (to its RedirectUrl or to a forced page). */
export async function logIn(page: Page, account: Exclude<Account, 'visitor'>, redirect = '/iddaa'): Promise<void> {
  await page.goto(`/Site/LoginPage?RedirectUrl=${encodeURIComponent(redirect)}`);
  const form = page.getByRole('region', { name: 'Üye Girişi', exact: true });
  await form.getByLabel(USER_LABEL).fill(account);
  await form.getByLabel('Şifre', { exact: true }).fill(PASSWORDS[account]);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/Site/LoginPage'), { timeout: 15_000 });
}

export interface ErrorLine {
  account: string;
  text: string;
  /** Caused by the scene on purpose (Scene.expectedErrors). */
  expected?: boolean;
}

/** What scenes of one device learn for later ones; each is filled by whichever scene needs it first. */
export interface Memo {
  betCode?: string;
  liveCode?: string;
  couponNo?: string;
  shared?: boolean;
}

export class Stage {
  readonly memo: Memo = {};
  /** Console and page errors since the last picture (any context of this device). */
  errors: ErrorLine[] = [];
  private readonly contexts = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();

  constructor(
    private readonly browser: Browser,
    readonly device: Device,
    readonly baseURL: string,
  ) {}

  /**
   * A new context of this device (fresh profile), its page watched for errors. The cookie bar is closed
   * beforehand (its cookie set) unless `cookieBar`: closing it later could not click under a modal dialog.
   */
  async newContext(account: string, { cookieBar = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await this.browser.newContext({
      ...this.device.options,
      baseURL: this.baseURL,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      reducedMotion: 'reduce',
      // The service worker's precache would keep every new context's network busy; the pages look the same.
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(15_000);
    // This script runs under tsx, whose esbuild keeps function names by wrapping named functions in `__name(...)`;
    // a function handed to page.evaluate that holds one (the shared e2e helpers) would throw in the page without it.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    if (!cookieBar) await context.addCookies([{ name: COOKIE_BAR_CLOSED, value: '1', url: this.baseURL }]);
    const page = await context.newPage();
    trackNetwork(page);
    page.on('pageerror', (e) => this.errors.push({ account, text: `pageerror: ${e.message}` }));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // "Failed to load resource" does not say which: the location does.
      const where = m.text().startsWith('Failed to load resource') ? ` (${m.location().url.replace(this.baseURL, '')})` : '';
      this.errors.push({ account, text: `console: ${m.text()}${where}` });
    });
    return { context, page };
  }

  /** The page of the account's shared context, logged in on first use. */
  async page(account: Account): Promise<Page> {
    let entry = this.contexts.get(account);
    if (!entry) {
      entry = (async () => {
        const made = await this.newContext(account);
        await made.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: this.baseURL });
        if (account !== 'visitor') await logIn(made.page, account);
        return made;
      })();
      this.contexts.set(account, entry);
    }
    return (await entry).page;
  }

  /** Takes and clears the errors seen since the last call. */
  takeErrors(): ErrorLine[] {
    const out = this.errors;
    this.errors = [];
    return out;
  }

  async close(): Promise<void> {
    const all = [...this.contexts.values()];
    this.contexts.clear();
    await Promise.all(all.map(async (p) => (await p.catch(() => null))?.context.close().catch(() => undefined)));
  }
}
