/**
 * API answers are never cached: one preHandler hook of the API scope sets `Cache-Control: no-store` before the
 * handler runs (a handler may still set its own). A route that sets no Cache-Control, or its own from the start
 * (program snapshots, the contract text, redirects), opts out with `config: { noStore: false }`. Answers made before
 * the handler (the request guard, rate limits, schema failures) set their own header as before.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's answers carry no default `Cache-Control: no-store`. */
    noStore?: boolean;
  }
}

/** Route config of the routes that opt out. */
export const OWN_CACHE_CONTROL = { noStore: false } as const;

export const noStoreHook = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
  if (req.routeOptions.config.noStore !== false) reply.header('Cache-Control', 'no-store');
};
