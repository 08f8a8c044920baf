/**
 * Immer deep-freezes every new state object so that a stray mutation throws; the tests (and the dev server) keep that
 * guard, the built site skips its cost on every program snapshot and live batch. This module is the entry's first
 * import: the store module builds the root reducer when it is evaluated, and RTK freezes every slice's initial
 * state then (the program's two sharded tables alone are 2,048 arrays: 12 ms of a desktop's start).
 */
import { setAutoFreeze } from 'immer';

if (import.meta.env.PROD) setAutoFreeze(false);
