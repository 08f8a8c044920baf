/** Contract calls, black-box: the current text, signing on the contract page, accepting from the update bar. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_REQUIRED_CODE } from '@shared/protocol/forced-answers';
import { CONTRACT_MESSAGES } from '@shared/errors/consent-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { API, type MemberInfo } from '@shared/protocol/api';
import { CONTRACT_API, type ContractSignPayload, type CurrentContractAnswer } from '@shared/protocol/contract-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { memberIdOf } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest } from './program-picks';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const CURRENT = 3;
const loggedIn = async (username: string): Promise<Browser> => {
  const b = await openBrowser(t.url);
  const m = DEMO_MEMBERS.find((d) => d.username === username)!;
  expect((await b.login(username, m.password)).IsSuccess).toBe(true);
  return b;
};
const payload = (over: Partial<ContractSignPayload> = {}): ContractSignPayload => ({
  hdnCid: CURRENT,
  hdnReturnUrl: '/iddaa/futbol?code=1',
  checkKVK: false,
  checkSPD: false,
  chkV5: true,
  ...over,
});
const signatures = async (username: string) =>
  t.db.query<{ contractId: number; version: number; source: string; address: string; signedAt: Date }>(
    `SELECT contract_id AS "contractId", contract_version AS version, source, client_address AS address, signed_at AS "signedAt"
     FROM contract_signatures WHERE member_id = $1 ORDER BY id`,
    [await memberIdOf(t.db, username)],
  );
const signedId = async (username: string): Promise<number> =>
  (await t.db.query<{ s: number }>('SELECT signed_contract_id AS s FROM members WHERE id = $1', [await memberIdOf(t.db, username)]))[0]!.s;
const setSigned = async (username: string, id: number) =>
  t.db.query('UPDATE members SET signed_contract_id = $2 WHERE id = $1', [await memberIdOf(t.db, username), id]);

describe('GET /Contract/GetCurrentContract', () => {
  it('answers the newest membership contract with its Turkish text and the personal-data notice', async () => {
    const b = await openBrowser(t.url);
    const { status, body } = await b.get<CurrentContractAnswer>(CONTRACT_API.current);
    expect(status).toBe(200);
    expect(body.Contract).toMatchObject({ Id: CURRENT, Version: 2, Title: 'Üyelik Sözleşmesi' });
    expect(body.Contract.Body).toContain('Taraflar');
    expect(body.KvkText).toMatchObject({ Id: 2, Title: 'Kişisel Verilerin Korunması Aydınlatma Metni' });
  });

  it('member info lists the published versions and the demo member signed v1 (so the update bar applies)', async () => {
    const b = await loggedIn('demo');
    const info = (await b.post<MemberInfo>(API.memberInfo)).body;
    expect(info.SignedContractId).toBe(1);
    expect(info.Contracts.map((c) => c.Id)).toEqual([1, 2, 3]);
  });
});

describe('POST /Contract/Sign', () => {
  it('refuses a visitor with 401 NOT_AUTHORIZED', async () => {
    const v = await openBrowser(t.url);
    const r = await v.post(CONTRACT_API.sign, payload());
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn });
  });

  it('refuses without the anti-forgery token, with a foreign token and cross-origin; nothing is written', async () => {
    const b = await loggedIn('mehmet');
    const other = await loggedIn('ayse');
    for (const opts of [{ token: null }, { token: other.token }, { origin: 'https://evil.example' }]) {
      const r = await b.post(CONTRACT_API.sign, payload(), opts);
      expect(r.status).toBe(403);
    }
    expect(await signatures('mehmet')).toEqual([]);
    expect(await signedId('mehmet')).toBe(1);
  });

  it('without the agreement checkbox answers 422 and changes nothing', async () => {
    const b = await loggedIn('mehmet');
    const r = await b.post(CONTRACT_API.sign, payload({ chkV5: false, checkKVK: true }));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ IsSuccess: false, Code: 'AGREEMENT_REQUIRED', Message: CONTRACT_MESSAGES.agreementRequired });
    expect(await signatures('mehmet')).toEqual([]);
  });

  it('refuses an older version (409), another kind or an unknown id (404) and bad payloads (400)', async () => {
    const b = await loggedIn('mehmet');
    expect((await b.post(CONTRACT_API.sign, payload({ hdnCid: 1 }))).status).toBe(409);
    expect((await b.post(CONTRACT_API.sign, payload({ hdnCid: 2 }))).status).toBe(404);
    expect((await b.post(CONTRACT_API.sign, payload({ hdnCid: 999 }))).status).toBe(404);
    const { chkV5: _omit, ...missing } = payload();
    expect((await b.post(CONTRACT_API.sign, missing)).status).toBe(400);
    expect((await b.post(CONTRACT_API.sign, { ...payload(), hdnCid: '3' })).status).toBe(400);
    expect((await b.post(CONTRACT_API.sign, { ...payload(), chkV5: 'on' })).status).toBe(400);
    expect((await b.post(CONTRACT_API.sign, { ...payload(), extra: 1 })).status).toBe(400);
    expect(await signatures('mehmet')).toEqual([]);
  });

  it('records the signature (member, id, version, time, address), moves signed_contract_id and answers the return URL', async () => {
    const b = await loggedIn('demo');
    const before = t.clock.now();
    const r = await b.post<{ IsSuccess: boolean; Url: string }>(CONTRACT_API.sign, payload({ checkKVK: true, checkSPD: true }));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ IsSuccess: true, Url: '/iddaa/futbol?code=1' });
    const [s, ...rest] = await signatures('demo');
    expect(rest).toEqual([]);
    expect(s).toMatchObject({ contractId: CURRENT, version: 2, source: 'sign', address: '127.0.0.1' });
    expect(Math.abs(s!.signedAt.getTime() - before)).toBeLessThan(5000);
    expect(await signedId('demo')).toBe(CURRENT);
    const info = (await b.post<MemberInfo>(API.memberInfo)).body;
    expect(info.SignedContractId).toBe(CURRENT);
    expect(info.ContractList).toContain(CURRENT);
    expect(info).toMatchObject({ KvkAllowed: true, AllowContact: true });
    const consents = await t.db.query('SELECT source FROM kvk_consents WHERE member_id = $1', [await memberIdOf(t.db, 'demo')]);
    expect(consents).toEqual([{ source: 'contract-sign' }]);
  });

  it('follows only same-origin return URLs, defaulting to /', async () => {
    const b = await loggedIn('demo');
    for (const [given, want] of [
      ['https://evil.example/x', '/'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      // Other hosts only once normalised: dot segments, escapes and backslashes are resolved before the check.
      ['/.//evil.example', '/'],
      ['/a/..//evil.example', '/'],
      ['/%2e%2e//evil.example', '/'],
      ['/%2F%2Fevil.example', '/'],
      ['/.\\/evil.example', '/'],
      ['javascript:alert(1)', '/'],
      ['', '/'],
      ['/sozlesme?R=/x', '/'],
      ['/Contract/Index', '/'],
      ['/hesabim/kuponlarim?tab=2', '/hesabim/kuponlarim?tab=2'],
      ['/hesabim/./kuponlarim', '/hesabim/kuponlarim'],
    ] as const) {
      const r = await b.post<{ Url: string }>(CONTRACT_API.sign, payload({ hdnReturnUrl: given }));
      expect(r.body.Url, given).toBe(want);
    }
  });

  it('a member who has not signed the current contract gets 1600 from member calls until signing', async () => {
    await setSigned('ayse', 0);
    const b = await loggedIn('ayse');
    const picks = await loadPicks(b, 1, t.clock.now());
    const gated = await b.post<{ sc: number; el: { c: number }[] }>(API.playCoupon, playRequest(picks));
    expect(gated.body.sc).toBe(0);
    expect(gated.body.el[0]!.c).toBe(CONTRACT_REQUIRED_CODE);
    const r = await b.post<{ Url: string }>(CONTRACT_API.sign, payload({ hdnReturnUrl: '/iddaa' }));
    expect(r.body.Url).toBe('/iddaa');
    const after = await b.post<{ sc?: number }>(API.playCoupon, playRequest(picks));
    expect(after.body.sc).toBeUndefined();
  });
});

describe('POST /Account/AcceptContract', () => {
  const accept = (b: Browser, id: string) => b.post<{ IsSuccess: boolean; SignedContractId: number }>(`${CONTRACT_API.accept}?contractId=${id}`);

  it('refuses a visitor (401), a missing token (403), bad ids (400), older (409) and unknown (404) contracts', async () => {
    await setSigned('mehmet', 1);
    expect((await accept(await openBrowser(t.url), '3')).status).toBe(401);
    const b = await loggedIn('mehmet');
    expect((await b.post(`${CONTRACT_API.accept}?contractId=3`, {}, { token: null })).status).toBe(403);
    expect((await b.post(CONTRACT_API.accept)).status).toBe(400);
    expect((await accept(b, 'abc')).status).toBe(400);
    expect((await accept(b, '0')).status).toBe(400);
    expect((await accept(b, '1')).status).toBe(409);
    expect((await accept(b, '999')).status).toBe(404);
    expect(await signedId('mehmet')).toBe(1);
  });

  it('stores the current id as the signed contract', async () => {
    const b = await loggedIn('mehmet');
    const r = await accept(b, String(CURRENT));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ IsSuccess: true, SignedContractId: CURRENT });
    expect(await signedId('mehmet')).toBe(CURRENT);
    expect((await signatures('mehmet')).map((s) => s.source)).toEqual(['accept']);
  });
});
