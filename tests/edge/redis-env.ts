/**
 * The machine's Redis for black-box tests: REDIS_URL, or 127.0.0.1:6379 when unset. Tests skip only when
 * REDIS_URL is unset and nothing answers there; each test file works under a Redis namespace of its own.
 */
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const redisAnswers = async (): Promise<boolean> => {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
};

export const redisAvailable = async (): Promise<boolean> => Boolean(process.env.REDIS_URL) || (await redisAnswers());

/** A namespace no other run or file shares (REDIS_NAMESPACE of the edges, the feed broadcast's prefix). */
export const testNamespace = (): string => `iddaa-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
