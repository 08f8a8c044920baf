/**
 * The sport menu has no room version of its own. The program store hands out the same menu array until counts
 * may have moved; this gives each menu with other counts the next version, so the menu's ETag and encoded body
 * are looked up by version instead of hashing the menu on every request. The menu is compared only when the
 * store hands out a new array, and a new array with the same counts keeps its version (and its 304s).
 */
import type { SportMenuItem } from '@shared/protocol/program';

export const createMenuVersions = (): ((sports: readonly SportMenuItem[]) => number) => {
  let last: readonly SportMenuItem[] | null = null;
  let lastJson = '';
  let version = 0;
  return (sports) => {
    if (sports === last) return version;
    last = sports;
    const json = JSON.stringify(sports);
    if (json !== lastJson) {
      lastJson = json;
      version++;
    }
    return version;
  };
};
