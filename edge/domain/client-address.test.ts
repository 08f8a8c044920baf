import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { addressKey, clientAddress, compileProxyTrust, normalizeAddress } from './client-address';

describe('TRUST_PROXY', () => {
  it('parses nothing, a hop count or a list of proxies, and stops on anything else', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1,fd00::/8,10.2.0.0/255.255.0.0' }).trustProxy).toEqual([
      '10.0.0.5', '10.1.0.0/16', 'loopback', '::1', 'fd00::/8', '10.2.0.0/255.255.0.0',
    ]);
    for (const bad of ['0', '11', 'true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('client address', () => {
  const viaProxy = compileProxyTrust(['10.0.0.5']);

  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', null)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy saw, never one the client wrote before it', () => {
    expect(clientAddress('10.0.0.5', '198.51.100.1', viaProxy)).toBe('198.51.100.1');
    // The client claims 1.1.1.1; the proxy appended the address it really saw.
    expect(clientAddress('10.0.0.5', '1.1.1.1, 198.51.100.1', viaProxy)).toBe('198.51.100.1');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', viaProxy)).toBe('203.0.113.9');
  });

  it('counts hops from the edge with a hop count', () => {
    const twoHops = compileProxyTrust(2);
    expect(clientAddress('10.0.0.5', '1.1.1.1, 198.51.100.1, 10.9.9.9', twoHops)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.5', '', twoHops)).toBe('10.0.0.5');
  });

  it('reads uWS addresses (eight full groups, IPv4-mapped) as fastify would', () => {
    expect(normalizeAddress('0000:0000:0000:0000:0000:ffff:7f00:0001')).toBe('127.0.0.1');
    expect(normalizeAddress('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(clientAddress('0000:0000:0000:0000:0000:ffff:0a00:0005', '198.51.100.1', viaProxy)).toBe('198.51.100.1');
  });

  it('counts IPv4 addresses one by one and IPv6 by /64', () => {
    expect(addressKey('198.51.100.1')).toBe('198.51.100.1');
    expect(addressKey('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('not-an-address'.repeat(20)).length).toBeLessThanOrEqual(65);
  });
});
