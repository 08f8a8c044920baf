import { describe, expect, it } from 'vitest';
import { COUPON_RULES } from '@shared/constants/business';
import { ConfigError, loadConfig } from '../../edge/config';

describe('edge configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      wsPort: 8081,
      dataDir: './data',
      databaseUrl: null,
      redisUrl: null,
      staticDir: 'dist/client',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      noPlayWindow: COUPON_RULES.noPlayWindow,
      cookieSecure: false,
    });
    expect(Number.isInteger(c.feedSeed)).toBe(true);
  });

  it('parses every variable', () => {
    const c = loadConfig({
      PORT: '0', WS_PORT: '9001', DATA_DIR: '/tmp/d', DATABASE_URL: 'postgres://u@h:5432/db', REDIS_URL: 'redis://h:6379',
      STATIC_DIR: 'x', FEED_SEED: '7', CUSTOMER_SERVICE_PHONE: '444 0 444', SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '2', NO_PLAY_WINDOW: '23:00-01:00', COOKIE_SECURE: 'true',
    });
    expect(c).toMatchObject({
      port: 0, wsPort: 9001, dataDir: '/tmp/d', databaseUrl: 'postgres://u@h:5432/db', redisUrl: 'redis://h:6379', staticDir: 'x',
      feedSeed: 7, customerServicePhone: '444 0 444', sessionIdleMinutes: 15, sessionAbsoluteHours: 2,
      noPlayWindow: { from: '23:00', to: '01:00' }, cookieSecure: true,
    });
    expect(loadConfig({ NO_PLAY_WINDOW: 'off' }).noPlayWindow).toBeNull();
  });

  it('stops on a bad value with one line naming the variable', () => {
    const bad: Record<string, string>[] = [
      { PORT: 'abc' }, { PORT: '70000' }, { WS_PORT: '-1' }, { DATABASE_URL: 'mysql://x' }, { DATABASE_URL: 'not a url' },
      { REDIS_URL: 'http://x' }, { FEED_SEED: '1.5' }, { SESSION_IDLE_MINUTES: '0' }, { NO_PLAY_WINDOW: '25:00-01:00' },
      { NO_PLAY_WINDOW: '23:55' }, { COOKIE_SECURE: 'maybe' }, { CUSTOMER_SERVICE_PHONE: 'ara bizi' }, { LOG_LEVEL: 'loud' },
    ];
    for (const env of bad) {
      const name = Object.keys(env)[0]!;
      let err: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        err = e;
      }
      expect(err, name).toBeInstanceOf(ConfigError);
      expect((err as Error).message, name).toContain(name);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('takes PUBLIC_ORIGIN as an http(s) origin only, in its normal form; unset is filled in at start', () => {
    expect(loadConfig({}).publicOrigin).toBe('');
    expect(loadConfig({ PUBLIC_ORIGIN: ' https://IDDAA.example/ ' }).publicOrigin).toBe('https://iddaa.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe('http://localhost:8080');
    for (const bad of ['iddaa.example', 'ftp://iddaa.example', 'https://iddaa.example/site', 'https://u:p@iddaa.example', 'https://iddaa.example?x=1', 'https://'])
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
  });

  it('takes a SESSION_SECRET of 32+ characters and never echoes a refused one', () => {
    expect(loadConfig({}).sessionSecret).toBeNull();
    expect(loadConfig({ SESSION_SECRET: ` ${'k'.repeat(32)} ` }).sessionSecret).toBe('k'.repeat(32));
    expect(() => loadConfig({ SESSION_SECRET: 'kisa-gizli-anahtar' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET: 'kisa-gizli-anahtar' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ SESSION_SECRET: 'kisa-gizli-anahtar' })).not.toThrow(/kisa/);
  });
});
