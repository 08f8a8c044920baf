/**
 * Per-connection frame budget (token bucket): `ratePerSec` frames a second on average, `burst` at once. Each client
 * frame costs a token, so a connection can make the edge do at most that much work however fast it writes; a
 * client past it is closed (CLOSE_CODE.frameBudget). Plain numbers on the connection's data: no timers, no maps.
 */
export interface FrameBudgetLimits {
  ratePerSec: number;
  burst: number;
}

export interface FrameBudget {
  tokens: number;
  /** Monotonic ms of the last refill. */
  at: number;
}

export const fullBudget = (limits: FrameBudgetLimits, at: number): FrameBudget => ({ tokens: limits.burst, at });

/** Takes one token (refilling for the time passed first); false when none is left. */
export const spendFrame = (b: FrameBudget, limits: FrameBudgetLimits, at: number): boolean => {
  if (at > b.at) {
    b.tokens = Math.min(limits.burst, b.tokens + ((at - b.at) * limits.ratePerSec) / 1000);
    b.at = at;
  }
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
};
