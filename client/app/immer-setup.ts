/**
 * Immer deep-freezes every new state object so that a stray mutation throws; the tests (and the dev server) keep that
 * guard, the built site skips its cost on every program snapshot and live batch. The store module imports this one
 * first: it builds the root reducer when it is evaluated, and RTK freezes every slice's initial state then (the
 * program's two sharded tables alone are 2,048 arrays: 12 ms of a desktop's start, 30 ms at 4x CPU).
 */
import { setAutoFreeze } from 'immer';

if (import.meta.env.PROD) setAutoFreeze(false);
