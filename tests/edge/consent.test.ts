/** Personal-data consent, the consent-popup log and the member api's contact permissions, black-box. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/errors/catalogue';
import { API, type MemberInfo } from '@shared/protocol/api';
import { CONTRACT_API, MEMBER_API, type ConsentAnswer, type ConsentPayload } from '@shared/protocol/contract-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { memberIdOf } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const loggedIn = async (username: string, base = t.url): Promise<Browser> => {
  const b = await openBrowser(base);
  expect((await b.login(username, DEMO_MEMBERS.find((d) => d.username === username)!.password)).IsSuccess).toBe(true);
  return b;
};
const give: ConsentPayload = { allowContact: true, personalDataProtection: true, popupPage: 'kvk-popup' };
const refuse: ConsentPayload = { allowContact: false, personalDataProtection: false, popupPage: 'kvk-iptal' };
const records = async (username: string) =>
  t.db.query<{ pdp: boolean; contact: boolean; textId: number; textVersion: number; page: string; source: string; address: string }>(
    `SELECT personal_data_protection AS pdp, allow_contact AS contact, text_contract_id AS "textId", text_version AS "textVersion",
       popup_page AS page, source, client_address AS address FROM kvk_consents WHERE member_id = $1 ORDER BY id`,
    [await memberIdOf(t.db, username)],
  );
const update = async (username: string, set: string, value: unknown) =>
  t.db.query(`UPDATE members SET ${set} = $2 WHERE id = $1`, [await memberIdOf(t.db, username), value]);
const info = async (b: Browser) => (await b.post<MemberInfo>(API.memberInfo)).body;

describe('POST /Account/SavePersonalDataProtection(v2)', () => {
  it('refuses a visitor with 401, and every POST without a valid token with 403', async () => {
    const v = await openBrowser(t.url);
    for (const path of [CONTRACT_API.saveConsent, CONTRACT_API.saveConsentV2]) {
      const r = await v.post(path, give);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn });
    }
    const b = await loggedIn('ayse');
    for (const path of [CONTRACT_API.saveConsent, CONTRACT_API.saveConsentV2, CONTRACT_API.kvkPopupLog, MEMBER_API.saveContactPermissions]) {
      expect((await b.post(path, give, { token: null })).status, path).toBe(403);
      expect((await b.post(path, give, { token: 'x'.repeat(43) })).status, path).toBe(403);
      expect((await b.post(path, give, { origin: 'https://evil.example' })).status, path).toBe(403);
    }
    expect(await records('ayse')).toEqual([]);
  });

  it('refuses bad payloads with 400', async () => {
    const b = await loggedIn('ayse');
    const bad = [{}, { ...give, allowContact: 'true' }, { ...give, extra: 1 }, { ...give, popupPage: '' }, { ...give, popupPage: 'x'.repeat(65) }, { ...give, popupPage: '<script>' }];
    for (const body of bad) expect((await b.post(CONTRACT_API.saveConsentV2, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('asks for the current contract before consent is given, and writes nothing', async () => {
    const b = await loggedIn('ayse');
    const r = await b.post<ConsentAnswer>(CONTRACT_API.saveConsentV2, give);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Message: MESSAGES.contractUpdateRequired, RedirectUrl: '/sozlesme' });
    expect(await records('ayse')).toEqual([]);
  });

  it('asks for a password change before consent is given', async () => {
    await update('mehmet', 'signed_contract_id', 3);
    await update('mehmet', 'is_password_changed', false);
    const b = await loggedIn('mehmet');
    const r = await b.post<ConsentAnswer>(CONTRACT_API.saveConsent, give);
    expect(r.body).toEqual({ Message: MESSAGES.passwordChangeRequired, RedirectUrl: '/Security/Security' });
    await update('mehmet', 'is_password_changed', true);
  });

  it('withdrawing (cancelling) consent is always possible and sets it to false', async () => {
    const b = await loggedIn('ayse');
    expect((await info(b)).KvkAllowed).toBe(true);
    const r = await b.post<ConsentAnswer>(CONTRACT_API.saveConsentV2, refuse);
    expect(r.body).toEqual({ Message: 'success' });
    expect(await info(b)).toMatchObject({ KvkAllowed: false, AllowContact: false });
    expect(await records('ayse')).toEqual([
      { pdp: false, contact: false, textId: 2, textVersion: 1, page: 'kvk-iptal', source: 'v2', address: '127.0.0.1' },
    ]);
  });

  it('saves consent as a new versioned record and clears a pending consent request', async () => {
    await update('ayse', 'signed_contract_id', 3);
    await update('ayse', 'kvk_required', true);
    const b = await loggedIn('ayse');
    const r = await b.post<ConsentAnswer>(CONTRACT_API.saveConsent, { ...give, allowContact: false });
    expect(r.body).toEqual({ Message: 'success' });
    expect(await info(b)).toMatchObject({ KvkAllowed: true, AllowContact: false });
    const all = await records('ayse');
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ pdp: true, contact: false, source: 'v1', page: 'kvk-popup' });
    const [row] = await t.db.query<{ k: boolean }>('SELECT kvk_required AS k FROM members WHERE id = $1', [await memberIdOf(t.db, 'ayse')]);
    expect(row!.k).toBe(false);
  });
});

describe('POST /Account/KvkPopupLog', () => {
  it('logs the popup shown with page, time and address; visitors get 401, bad bodies 400', async () => {
    expect((await (await openBrowser(t.url)).post(CONTRACT_API.kvkPopupLog, { popupPage: 'kvk-popup' })).status).toBe(401);
    const b = await loggedIn('demo');
    expect((await b.post(CONTRACT_API.kvkPopupLog, {})).status).toBe(400);
    const r = await b.post(CONTRACT_API.kvkPopupLog, { popupPage: 'kvk-popup' });
    expect(r.status).toBe(200);
    const rows = await t.db.query('SELECT popup_page AS page, client_address AS address FROM kvk_popup_logs WHERE member_id = $1', [
      await memberIdOf(t.db, 'demo'),
    ]);
    expect(rows).toEqual([{ page: 'kvk-popup', address: '127.0.0.1' }]);
  });
});

describe('member api contact permissions', () => {
  it('answers a visitor isFault with sc 401', async () => {
    const v = await openBrowser(t.url);
    const r = await v.get(MEMBER_API.contactPermissions);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ isFault: true, sc: 401, d: null });
    expect((await v.post(MEMBER_API.saveContactPermissions, { smsAllowed: true, phoneAllowed: true, emailAllowed: true })).status).toBe(401);
  });

  it('starts all off, saves each change as a record and answers the latest', async () => {
    const b = await loggedIn('demo');
    expect((await b.get(MEMBER_API.contactPermissions)).body).toEqual({ isFault: false, sc: 200, d: { smsAllowed: false, phoneAllowed: false, emailAllowed: false } });
    const first = { smsAllowed: true, phoneAllowed: false, emailAllowed: true };
    expect((await b.post(MEMBER_API.saveContactPermissions, first)).body).toEqual({ isFault: false, sc: 200, d: first });
    const second = { smsAllowed: false, phoneAllowed: true, emailAllowed: true };
    await b.post(MEMBER_API.saveContactPermissions, second);
    expect((await b.get(MEMBER_API.contactPermissions)).body).toMatchObject({ d: second });
    const rows = await t.db.query('SELECT client_address AS a FROM contact_permissions WHERE member_id = $1', [await memberIdOf(t.db, 'demo')]);
    expect(rows).toHaveLength(2);
    for (const body of [{}, { ...first, smsAllowed: 1 }, { ...first, extra: true }])
      expect((await b.post(MEMBER_API.saveContactPermissions, body)).status).toBe(400);
  });

  it('is served under MEMBER_API_BASE when one is configured', async () => {
    const other = await startTestEdge({ memberApiBase: '/uye-api' });
    try {
      const b = await loggedIn('demo', other.url);
      expect((await b.get(`/uye-api${MEMBER_API.contactPermissions}`)).body).toMatchObject({ isFault: false, sc: 200 });
      expect((await b.get(MEMBER_API.contactPermissions)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
