import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/errors/catalogue';
import { MESSAGE_MESSAGES } from '@shared/errors/signup-messages';
import { API, type MemberInfo } from '@shared/protocol/api';
import { MEMBERSHIP_API, type MemberMessagesAnswer } from '@shared/protocol/membership-api';
import { EMAIL_TEXTS } from '@shared/validation/email';
import { MESSAGE_TEXTS } from '@shared/validation/message.schema';
import { createMessagesService } from '../../edge/domain/messages.service';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: 500 });
});
afterAll(() => t?.close());

const contact = { name: 'Ali Veli', email: 'ali@example.com', subject: 'Bilgi talebi', message: 'Kupon iptali hakkında bilgi almak istiyorum.' };
const demo = DEMO_MEMBERS[0]!;

const loggedIn = async (): Promise<{ b: Browser; id: number }> => {
  const b = new Browser(t.url);
  expect((await b.login(demo.username, demo.password)).IsSuccess).toBe(true);
  const info = (await b.post<MemberInfo>(API.memberInfo)).body;
  return { b, id: info.Id };
};

describe('contact us', () => {
  it('stores a visitor\'s message with time and address, and a member\'s with the member', async () => {
    const visitor = await openBrowser(t.url, '/bize-yazin');
    expect((await visitor.post(MEMBERSHIP_API.contactUs, contact)).body).toEqual({ IsSuccess: true, Message: MESSAGE_MESSAGES.contactSent });
    const { b, id } = await loggedIn();
    expect((await b.post(MEMBERSHIP_API.contactUs, { ...contact, subject: 'Üye sorusu' })).status).toBe(200);
    const rows = await t.db.query('SELECT member_id, name, email, subject, body, ip FROM contact_messages ORDER BY id');
    expect(rows).toEqual([
      { member_id: null, name: contact.name, email: contact.email, subject: contact.subject, body: contact.message, ip: '127.0.0.1' },
      { member_id: id, name: contact.name, email: contact.email, subject: 'Üye sorusu', body: contact.message, ip: '127.0.0.1' },
    ]);
  });

  it('answers the shared rules\' texts', async () => {
    const b = await openBrowser(t.url);
    const cases: [object, string][] = [
      [{ ...contact, name: ' ' }, MESSAGE_TEXTS.nameEmpty],
      [{ ...contact, email: 'x@iddaa.com' }, EMAIL_TEXTS.ownDomain['iddaa.com']],
      [{ ...contact, subject: 'a' }, MESSAGE_TEXTS.subjectLength],
      [{ ...contact, message: 'kısa' }, MESSAGE_TEXTS.bodyLength],
    ];
    for (const [payload, message] of cases) expect((await b.post(MEMBERSHIP_API.contactUs, payload)).body).toEqual({ IsSuccess: false, Code: 'BAD_REQUEST', Message: message });
  });
});

describe('member messages', () => {
  it('are for members only', async () => {
    const b = await openBrowser(t.url);
    const refused = { IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn };
    expect(await b.post(MEMBERSHIP_API.sendMessage, { subject: 'Konu', message: 'Bir mesaj yazıyorum.' })).toMatchObject({ status: 401, body: refused });
    expect(await b.post(MEMBERSHIP_API.messages)).toMatchObject({ status: 401, body: refused });
  });

  it('form a thread; unread replies are WaitingMessages until the member opens the thread', async () => {
    const { b, id } = await loggedIn();
    const sent = await b.post(MEMBERSHIP_API.sendMessage, { subject: 'Bakiye', message: 'Bakiyem neden değişmedi?' });
    expect(sent.body).toEqual({ IsSuccess: true, Message: MESSAGE_MESSAGES.memberSent });
    const waiting = async () => (await b.post<MemberInfo>(API.memberInfo)).body.WaitingMessages;
    expect(await waiting()).toBe(0);

    const ops = createMessagesService({ db: t.db, now: t.clock.now });
    await ops.reply(id, 'Bakiye', 'Kuponunuz sonuçlandığında bakiyenize yansır.');
    await ops.reply(id, 'Bakiye', 'Başka bir sorunuz olursa yazabilirsiniz.');
    expect(await waiting()).toBe(2);

    const thread = (await b.post<MemberMessagesAnswer>(MEMBERSHIP_API.messages)).body.Messages;
    expect(thread.map((m) => [m.FromMember, m.Read])).toEqual([
      [false, false],
      [false, false],
      [true, true],
    ]);
    expect(thread[2]).toMatchObject({ Subject: 'Bakiye', Body: 'Bakiyem neden değişmedi?' });
    expect(await waiting()).toBe(0);
    expect((await b.post<MemberMessagesAnswer>(MEMBERSHIP_API.messages)).body.Messages.every((m) => m.Read)).toBe(true);
  });
});
