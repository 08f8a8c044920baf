/**
 * Who the client is behind the TLS proxy (TRUST_PROXY). One trust function serves fastify's `trustProxy` (request.ip,
 * which every per-IP limit keys on) and the socket upgrade, so both read X-Forwarded-For the same way: only while
 * the hop that wrote it is trusted, from the right, as @fastify/proxy-addr (fastify's own) does.
 */
import { isIPv4, isIPv6 } from 'node:net';
import proxyaddr from '@fastify/proxy-addr';

/** Config.trustProxy: null trusts no proxy, a number that many hops, a list the proxies' addresses or CIDRs. */
export type TrustProxySetting = number | readonly string[] | null;
/** proxy-addr's trust function: is the hop at `addr`, `hop` steps from us, a proxy we trust? */
export type ProxyTrust = (addr: string, hop: number) => boolean;

/** null: no proxy is trusted (X-Forwarded-For is the client's own claim and is ignored). */
export const compileProxyTrust = (setting: TrustProxySetting): ProxyTrust | null => {
  if (setting === null) return null;
  // A hop count trusts whatever the nearest hops say: safe only when nothing but the proxy reaches the edge.
  // (fastify now refuses a bare number for that reason; as a function it keeps express's meaning.)
  if (typeof setting === 'number') return (_addr, hop) => hop < setting;
  return proxyaddr.compile([...setting]);
};

/**
 * The client's address: the peer's, or with trusted proxies the nearest X-Forwarded-For entry not written by one.
 * `forwardedFor` joins every X-Forwarded-For header with ", " (as Node does).
 */
export const clientAddress = (peer: string, forwardedFor: string, trust: ProxyTrust | null): string => {
  const addr = normalizeAddress(peer);
  if (!trust || forwardedFor === '') return addr;
  const req = { socket: { remoteAddress: addr }, headers: { 'x-forwarded-for': forwardedFor } };
  return normalizeAddress(proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trust));
};

const MAPPED_V4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * IPv4 as dotted quad (also when it comes IPv4-mapped, as uWS on a dual-stack socket gives it), IPv6 compressed
 * and lower case (uWS writes all eight groups in full); anything else unchanged.
 */
export const normalizeAddress = (addr: string): string => {
  if (!isIPv6(addr)) return addr;
  const host = new URL(`http://[${addr}]/`).hostname.slice(1, -1);
  const m = MAPPED_V4.exec(host);
  if (!m) return host;
  const hi = parseInt(m[1]!, 16);
  const lo = parseInt(m[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
};

/** At most this much of a non-address (a misconfigured hop count can pass the client's own text) keys a count. */
const MAX_KEY_LENGTH = 64;

/**
 * What per-address limits count by: an IPv4 address, or an IPv6 /64 (one subscriber's prefix: counting single IPv6
 * addresses would give anyone with a /64 billions of allowances).
 */
export const addressKey = (addr: string): string => {
  const a = normalizeAddress(addr);
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return `?${a.slice(0, MAX_KEY_LENGTH)}`;
  return `${expandIPv6(a).slice(0, 4).join(':')}::/64`;
};

const expandIPv6 = (a: string): string[] => {
  const [head = '', tail] = a.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros: string[] = Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((g) => g.padStart(4, '0'));
};
