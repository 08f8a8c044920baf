/**
 * The router's navigate for the store's sagas (saga context `navigation`, client/main.tsx). In declarative mode the
 * navigate function lives inside <BrowserRouter>: NavigateBridge registers it once mounted. A call that comes
 * before (a saga at start-up) waits and runs at registration; its promise settles as the router's navigate did, so
 * a refused address (an external one) still rejects and the navigation sends the member home.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { NavigateFn } from '../platform/session/navigation';

type Register = (fn: NavigateFn) => () => void;

interface Pending {
  to: string;
  opts?: { replace?: boolean };
  settle: (error?: unknown) => void;
}

export const createNavigateSlot = (): { navigate: NavigateFn; register: Register } => {
  let current: NavigateFn | null = null;
  let pending: Pending | null = null;
  const navigate: NavigateFn = (to, opts) => {
    if (current) return current(to, opts);
    pending?.settle();
    return new Promise<void>((resolve, reject) => {
      pending = { to, opts, settle: (error) => (error === undefined ? resolve() : reject(error)) };
    });
  };
  const register: Register = (fn) => {
    current = fn;
    const waiting = pending;
    pending = null;
    if (waiting) {
      try {
        void Promise.resolve(fn(waiting.to, waiting.opts)).then(() => waiting.settle(), waiting.settle);
      } catch (error) {
        waiting.settle(error);
      }
    }
    return () => {
      if (current === fn) current = null;
    };
  };
  return { navigate, register };
};

/** Registers react-router's navigate with the slot while mounted (inside the router, outside the routes). */
export function NavigateBridge({ register }: { register: Register }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  useEffect(() => register((to, opts) => latest.current(to, opts)), [register]);
  return null;
}
