/**
 * Spec section 8: socket errors trigger the fallback polling and are passed to the registered handlers. Any
 * part of the app registers with `registerSocketErrorHandler` and gets every socket error, error frame and
 * abnormal close; a throwing handler does not keep the others from theirs.
 */
export type SocketErrorInfo =
  | { kind: 'error' }
  | { kind: 'close'; code: number; reason: string }
  | { kind: 'frame'; code: number; reason: string; room?: string };

export type SocketErrorHandler = (info: SocketErrorInfo) => void;

const handlers = new Set<SocketErrorHandler>();

/** Adds a handler; the returned function removes it. */
export const registerSocketErrorHandler = (fn: SocketErrorHandler): (() => void) => {
  handlers.add(fn);
  return () => {
    handlers.delete(fn);
  };
};

export const reportSocketError = (info: SocketErrorInfo): void => {
  for (const fn of [...handlers]) {
    try {
      fn(info);
    } catch {
      // One failing handler must not silence the others.
    }
  }
};
