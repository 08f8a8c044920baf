/**
 * Saga workers whose code loads apart from the entry bundle. A feature's root saga (its watchers: which action
 * starts which worker) stays in the entry, so no action is ever missed; the workers themselves (API calls,
 * messages, dialogs) live in a module of their own that the first page does not need:
 *
 *   const worker = lazyWorkers(() => import('./consent.workers'));
 *   yield takeLeading(consentActions.popupRequested.type, worker('requestPopup'));
 *
 * The modules load when the page is idle after its first render (warmLazyWorkers, started by the root saga), or
 * earlier when an action needs one first. Once loaded, a worker runs synchronously, exactly as a static import
 * would. A module that cannot load (offline before the service worker took the files, or a deployment removed it)
 * shows the Turkish "reload" message and leaves the watcher alive: an error thrown here would end the root saga.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { MESSAGES } from '@shared/errors/catalogue';
import { idleTask, pageIdle } from '../lib/page-idle';
import { showMessage } from './dialogs/dialogs.sagas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any worker signature; each call site stays typed by WorkerArgs
type AnyWorker = (...args: any[]) => SagaIterator;
type WorkerArgs<F> = F extends (...args: infer A) => SagaIterator ? A : never;
type WorkerNames<M> = { [K in keyof M]: M[K] extends AnyWorker ? K : never }[keyof M];

/** Every lazy module's loader (filled when a root saga module is imported), for the warm-up. */
const loaders = new Set<() => Promise<unknown>>();

export const lazyWorkers = <M extends object>(load: () => Promise<M>) => {
  let mod: M | null = null;
  const loadOnce = async (): Promise<M> => (mod ??= await load());
  loaders.add(loadOnce);
  /** `onLoadFailure` stands in for the default message where the caller waits for the worker's own answer. */
  return <K extends WorkerNames<M>>(name: K, onLoadFailure?: (...args: WorkerArgs<M[K]>) => SagaIterator) =>
    function* lazyWorker(...args: WorkerArgs<M[K]>): SagaIterator {
      if (!mod) {
        try {
          yield call(loadOnce);
        } catch {
          if (onLoadFailure) yield call(onLoadFailure, ...args);
          else yield call(showMessage, MESSAGES.codeLoadFailed, MESSAGE_TYPE.error);
          return undefined;
        }
      }
      return yield call((mod as M)[name] as AnyWorker, ...args);
    };
};

/**
 * Loads every lazy worker module, each in an idle moment of its own (starting a module's download and evaluating it
 * is main-thread work: all at once, one long task); a failure is left for the worker's own load to report when it is
 * needed.
 */
export const warmLazyWorkers = async (): Promise<void> => {
  await Promise.allSettled([...loaders].map((load) => idleTask().then(load)));
};

/** The root saga's warm-up: the lazy workers load after the first page is shown, before a member needs them. */
export function* warmLazyWorkersWhenIdle(): SagaIterator {
  yield call(pageIdle);
  yield call(warmLazyWorkers);
}
