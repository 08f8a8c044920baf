/**
 * Parallel guesses on one account (security issue, part 3): an attempt takes its slot before the scrypt, so 100
 * attempts at once evaluate at most LOGIN_MAX_FAILURES (5) passwords. The edge's password check is wrapped (the
 * `verifyPassword` seam of startEdge) to count evaluations and, in the first test, to hold them at a gate: the
 * right password then arrives while five wrong ones are still being hashed, the race the old check-then-hash
 * order lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODES } from '@shared/errors/login-messages';
import { API, type LoginAnswer } from '@shared/protocol/api';
import { verifyPassword } from '../../edge/domain/password';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

const LIMIT = 5;
const PARALLEL = 100;
let evaluated = 0;
let gate: Promise<void> = Promise.resolve();
const countingVerify = async (password: string, stored: string): Promise<boolean> => {
  evaluated += 1;
  await gate;
  return verifyPassword(password, stored);
};

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: 10_000, loginMaxFailures: LIMIT, verifyPassword: countingVerify });
});
afterAll(() => t?.close());

const until = async (done: () => boolean, timeoutMs = 20_000): Promise<boolean> => {
  for (const end = Date.now() + timeoutMs; Date.now() < end; ) {
    if (done()) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return done();
};
const codesOf = (answers: LoginAnswer[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.Code] = (counts[a.Code] ?? 0) + 1;
  return counts;
};

describe('parallel attempts on one account', () => {
  it('evaluates 5 of 100 parallel attempts; the right password, sent while those 5 are hashed, does not get in', async () => {
    const mehmet = DEMO_MEMBERS.find((m) => m.username === 'mehmet')!;
    evaluated = 0;
    let release = (): void => undefined;
    gate = new Promise((r) => (release = r));
    const b = await openBrowser(t.url);
    const post = (password: string) => b.post<LoginAnswer>(API.login, { username: 'mehmet', password }).then((r) => r.body);
    let answered = 0;
    const wrong = Array.from({ length: PARALLEL - 1 }, (_, i) =>
      post(`Yanlis.${i}`).then((a) => {
        answered += 1;
        return a;
      }),
    );
    // Five slots are taken and their hashes wait at the gate; every other attempt is already answered.
    const settled = await until(() => evaluated >= LIMIT && answered >= PARALLEL - 1 - LIMIT);
    expect({ settled, evaluated, answered }).toEqual({ settled: true, evaluated: LIMIT, answered: PARALLEL - 1 - LIMIT });
    const right = await post(mehmet.password);
    release();
    const answers = await Promise.all(wrong);
    expect(right).toMatchObject({ IsSuccess: false, Code: LOGIN_CODES.tooManyAttempts, CaptchaRequired: true });
    expect(evaluated).toBe(LIMIT);
    expect(codesOf(answers)).toEqual({ [LOGIN_CODES.wrongCredentials]: LIMIT, [LOGIN_CODES.tooManyAttempts]: PARALLEL - 1 - LIMIT });
    console.info(`[login-guard] ${t.db.driver}: ${PARALLEL} parallel attempts on one account, ${evaluated} passwords evaluated`);
  });

  it.each([
    ['an account', 'ayse'],
    ['an unknown identifier', 'hic-kimse-yok'],
  ])('evaluates 5 of 100 parallel wrong passwords on %s, without a gate', async (_name, username) => {
    evaluated = 0;
    gate = Promise.resolve();
    const b = await openBrowser(t.url);
    const passwords = Array.from({ length: PARALLEL }, (_, i) => `Yanlis.${i}`);
    const answers = await Promise.all(passwords.map((password) => b.post<LoginAnswer>(API.login, { username, password }).then((r) => r.body)));
    expect(evaluated).toBe(LIMIT);
    expect(codesOf(answers)).toEqual({ [LOGIN_CODES.wrongCredentials]: LIMIT, [LOGIN_CODES.tooManyAttempts]: PARALLEL - LIMIT });
    console.info(`[login-guard] ${t.db.driver}: ${PARALLEL} parallel attempts (${username}), ${evaluated} passwords evaluated`);
  });
});
