import { describe, expect, it } from 'vitest';
import { ESPORTS_GROUP_ID, LONG_TERM_TAB_ORDER, OUTRIGHT_GROUP_ID, OUTRIGHT_IDS, SPORTS, sportById, sportBySlug, sportGroup } from './sports';
import { PAGE_ROUTES, loginAltUrl, loginPageUrl, menuPath } from './routes';

describe('sport table', () => {
  it('has the ids of spec section 3', () => {
    expect([1, 2, 3, 4, 5, 6, 137, 153].map((id) => sportById(id)?.name)).toEqual(['Futbol', 'Basketbol', 'Voleybol', 'Buz Hokeyi', 'Tenis', 'Hentbol', 'e-Futbol', 'e-Basketbol']);
    for (const id of [109, 110, 111, 112, 113, 118, 121]) expect(sportById(id)?.esports).toBe(true);
  });
  it('resolves both motor-sports readings and every slug of section 2', () => {
    expect(sportBySlug('motor-sportlari')?.id).toBe(11);
    expect(sportBySlug('motorsporlari')?.id).toBe(11);
    const slugs = 'futbol basketbol buz-hokeyi tenis hentbol amerikan-futbolu bisiklet snooker masa-tenisi voleybol olimpiyatlar csgo lol dota2 starcraft2 hearthstone callofduty overwatch mma e-futbol e-basketbol boks atletizm judo okculuk diger-etkinlikler duello'.split(' ');
    for (const slug of slugs) expect(sportBySlug(slug), slug).toBeDefined();
    expect(new Set(SPORTS.flatMap((s) => s.slugs)).size).toBe(SPORTS.flatMap((s) => s.slugs).length);
  });
  it('has every outright id of the section 2 table and the tab order', () => {
    expect([...OUTRIGHT_IDS].sort((a, b) => a - b)).toEqual([-681, -583, -561, -543, -121, -118, -117, -113, -112, -111, -110, -109, -23, -20, -19, -17, -16, -11, -6, -5, -4, -2, -1]);
    expect(LONG_TERM_TAB_ORDER).toEqual([-1, -2, -5, -23, -6, -20, -4, -19, -11]);
    expect(sportById(-23)?.name).toBe('Voleybol');
  });
  it('groups e-sports under 999 and outrights under -999', () => {
    expect(sportGroup(109)).toBe(ESPORTS_GROUP_ID);
    expect(sportGroup(-1)).toBe(OUTRIGHT_GROUP_ID);
    expect(sportGroup(1)).toBe(1);
  });
});

describe('routes', () => {
  it('builds both login readings with the current address', () => {
    expect(loginPageUrl('/iddaa/futbol?code=1')).toBe('/Site/LoginPage?RedirectUrl=%2Fiddaa%2Ffutbol%3Fcode%3D1');
    expect(loginAltUrl('/x')).toBe('/uyelik/giris?pstn=0&Code=wr0002&RedirectUrl=%2Fx');
  });
  it('lists both spellings and treats /iddaa/detail as /iddaa', () => {
    for (const r of ['/uye-ol', '/uyelik/uye-ol', '/sifremi-unuttum', '/uye/sifremi-unuttum', '/Contract/Index', '/sozlesme']) expect(PAGE_ROUTES).toContain(r);
    expect(menuPath('/iddaa/detail')).toBe('/iddaa');
  });
});
