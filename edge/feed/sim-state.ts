/**
 * A match model's state as a feed checkpoint keeps it: its own data fields and its random stream's position. A
 * model is rebuilt from its blueprint (same constructor arguments, so the same markets) and then given its state
 * back, after which it moves on exactly as the original would have.
 */
import type { Rng } from '@shared/random/seeded-random';

export interface SimState {
  fields: Record<string, unknown>;
  rng: number;
}

/** Derived from the constructor arguments (markets) or shared (the random stream): never part of the state. */
const NOT_STATE = new Set(['markets', 'rng']);

/**
 * The fields are the model's own objects, not copies: a checkpoint is serialised at once, in the same tick
 * (copying every model first would double the cost of a checkpoint on the event loop).
 */
export const captureSim = (sim: object, rng: Rng): SimState => {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sim)) if (!NOT_STATE.has(key) && typeof value !== 'function') fields[key] = value;
  return { fields, rng: rng.state };
};

/** Takes the state's objects as its own: the state comes parsed from a checkpoint and is used once. */
export const restoreSim = (sim: object, rng: Rng, state: SimState): void => {
  Object.assign(sim, state.fields);
  rng.state = state.rng;
};
