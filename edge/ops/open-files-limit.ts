/**
 * The process's open-files limit (the soft `ulimit -n`), read from /proc on Linux; null where it cannot be read.
 * Every socket, HTTP connection, database and Redis connection takes one descriptor, so the socket caps must stay
 * well under it or the HTTP site goes down with the sockets.
 */
import { readFileSync } from 'node:fs';

export const openFilesLimit = (): number | null => {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === undefined) return null;
    return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft) || null;
  } catch {
    return null;
  }
};

/** Descriptors kept for everything but sockets: HTTP keep-alive connections, database and Redis pools, files. */
export const NON_SOCKET_DESCRIPTORS = 4096;
