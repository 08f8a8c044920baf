import { describe, expect, it } from 'vitest';
import { BOOT_PAGE_MARK, bootPageHead, injectBootPage, type BootPageData } from './boot-page';

// Saturday 28 November 2026, 11:00 in Istanbul.
const NOW = Date.parse('2026-11-28T11:00:00+03:00');

const data = (live = 12, total = 340): BootPageData => ({ now: () => NOW, liveTotal: () => live, programTotal: () => total });

describe("the shell's page head for a phone", () => {
  it('draws the home: title, the live teaser with the live count and the highlights heading', () => {
    const html = bootPageHead('/iddaa', data());
    expect(html).toContain('<h1>iddaa Bülteni</h1>');
    expect(html).toContain('Canlı bahiste şu anda 12 etkinlik var');
    expect(html).toContain('Öne çıkan maçlar');
    expect(html).toMatch(/^<div class="app__body boot-page" inert aria-hidden="true">/);
  });

  it('leaves the live teaser out while nothing is live, as the app does', () => {
    expect(bootPageHead('/iddaa', data(0))).not.toContain('live-teaser');
  });

  it("draws a sport's head: title, day tabs from today's Istanbul day, the league count, search and the market chips", () => {
    const html = bootPageHead('/iddaa/futbol', data(0, 340));
    expect(html).toContain('<h1>Futbol Bülteni</h1>');
    const tabs = [...html.matchAll(/<span class="ui-tabs__label">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(tabs).toEqual(['Tümü', 'Bugün', 'Yarın', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi']);
    expect(html).toContain('Tüm Ligler (340)');
    expect(html).toContain('placeholder="Maç ara: Takım adı veya maç kodu"');
    expect(html).toContain('market-switcher');
    expect(html).toContain('Uzun Vadeli');
    // Nothing in it takes focus before the app replaces it.
    expect(html.match(/tabindex="-1"/g)?.length).toBeGreaterThan(tabs.length);
  });

  it("says 'Tüm Ligler' without a count while the sport's program is empty, as the app does", () => {
    expect(bootPageHead('/iddaa/futbol', { ...data(), programTotal: () => 0 })).toContain('>Tüm Ligler</option>');
  });

  it('draws nothing where the app would first show another state or another page', () => {
    for (const url of [
      '/iddaa/futbol?gun=2026-11-29',
      '/iddaa/futbol?lig=S%C3%BCper%20Lig',
      '/iddaa/futbol?ara=gala',
      '/iddaa/futbol?code=1234',
      '/iddaa/canli-iddaa-canli-bahis',
      '/iddaa/futbol/uzun-vadeli',
      '/iddaa/no-such-sport',
      '/hesabim/kuponlarim',
      '/',
    ]) {
      expect(bootPageHead(url, data()), url).toBe('');
    }
  });

  it('takes a trailing slash as the same page', () => {
    expect(bootPageHead('/iddaa/futbol/', data())).toContain('<h1>Futbol Bülteni</h1>');
  });

  it("puts the head at the shell's mark", () => {
    expect(injectBootPage(`<div id="root">${BOOT_PAGE_MARK}</div>`, '<p>x</p>')).toBe('<div id="root"><p>x</p></div>');
    expect(injectBootPage(`<div id="root">${BOOT_PAGE_MARK}</div>`, '')).toBe('<div id="root"></div>');
  });
});
