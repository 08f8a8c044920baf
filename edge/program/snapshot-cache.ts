/**
 * The program store's snapshot cache: one snapshot per program and version, built on first read (stamped with
 * its version and the build time) and frozen against slips, dropped when a commit moves the program on; the
 * sport menu, dropped at a commit whose batch moved its counts; and answers drawn from several programs (the
 * home's highlights), kept while the version their caller names for them holds.
 */
import type { ProgramSnapshot, SportMenuItem } from '@shared/protocol/program';
import type { SnapshotStamp } from './program-snapshots';

export class SnapshotCache {
  private readonly snapshots = new Map<string, ProgramSnapshot>();
  private readonly derivedAnswers = new Map<string, { version: string; value: unknown }>();
  private menu: SportMenuItem[] | null = null;
  /** The open batch moved the sport menu's counts: the menu goes at commit. */
  private menuStale = false;

  constructor(
    private readonly now: () => number,
    private readonly versionOf: (key: string) => number,
  ) {}

  snapshot(key: string, build: (stamp: SnapshotStamp) => ProgramSnapshot): ProgramSnapshot {
    let snap = this.snapshots.get(key);
    if (!snap) {
      snap = Object.freeze(build({ version: this.versionOf(key), asOf: this.now() }));
      this.snapshots.set(key, snap);
    }
    return snap;
  }

  /** An answer built from several programs: rebuilt (and frozen) when `version` differs from the cached one's. */
  derived<T extends object>(key: string, version: string, build: (asOf: number) => T): T {
    const held = this.derivedAnswers.get(key);
    if (held?.version === version) return held.value as T;
    const value = Object.freeze(build(this.now()));
    this.derivedAnswers.set(key, { version, value });
    return value;
  }

  sportMenu(build: () => SportMenuItem[]): SportMenuItem[] {
    this.menu ??= build();
    return this.menu;
  }

  /** The open batch moved the menu's counts. */
  menuMoved(): void {
    this.menuStale = true;
  }

  /** A program's snapshot goes (its version moved, or its event was forgotten). */
  drop(key: string): void {
    this.snapshots.delete(key);
  }

  /** Every snapshot goes; the menu stays. */
  dropSnapshots(): void {
    this.snapshots.clear();
    this.derivedAnswers.clear();
  }

  /** At commit: the menu goes if the batch moved its counts. */
  commit(): void {
    if (!this.menuStale) return;
    this.menu = null;
    this.menuStale = false;
  }

  /** The open batch was dropped. */
  discard(): void {
    this.menuStale = false;
  }

  /** The whole program was replaced: everything goes. */
  reset(): void {
    this.snapshots.clear();
    this.derivedAnswers.clear();
    this.menu = null;
    this.menuStale = false;
  }
}
