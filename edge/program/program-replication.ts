/**
 * Replication of a ProgramStore (FEED_MODE=external). On the feed process's store it hands every commit's mutation
 * calls, in call order, to onCommitRecord listeners; on an edge's replica store applyCommit re-applies them through
 * the very same mutation methods and then takes the feed's versions instead of stepping its own. dump()/loadDump()
 * carry the whole program (removed events and every version included) for a replica that starts or lost its place,
 * and a feed checkpoint; continueVersions() moves a restarted feed's versions past its previous run's.
 *
 * It works on the store through the store's small replicationAccess() interface; reads and mutations stay the store's.
 */
import type { ProgramChange, ProgramVersions } from './program-reader';
import {
  LIVE_KEY, dumpIndex, eventKey, eventRows, restoreIndex, sportKey,
  type CommitRecord, type CommitRecordListener, type DumpParts, type ProgramDump, type ProgramOp, type ReplicationAccess,
} from './program-ops';
import type { ProgramStore } from './program-store';

export class ProgramReplication {
  private readonly access: ReplicationAccess;
  private readonly recordListeners = new Set<CommitRecordListener>();
  /** Mutation calls since the last commit, kept only while someone listens with onCommitRecord. */
  private ops: ProgramOp[] = [];
  private detach: (() => void) | null = null;

  constructor(readonly store: ProgramStore) {
    this.access = store.replicationAccess();
  }

  /**
   * Tells `listener` every commit's mutation calls and versions (after the change listeners). Register it
   * between commits, right after taking a dump(): the records then continue that dump exactly.
   */
  onCommitRecord(listener: CommitRecordListener): () => void {
    if (this.access.hasUncommitted()) throw new Error('cannot start replicating with uncommitted changes');
    this.recordListeners.add(listener);
    this.detach ??= this.access.attach({
      op: (op) => void this.ops.push(op),
      commit: (versions) => this.takeRecord(versions),
      discard: () => {
        this.ops = [];
      },
    });
    return () => {
      this.recordListeners.delete(listener);
      if (this.recordListeners.size > 0) return;
      this.detach?.();
      this.detach = null;
      this.ops = [];
    };
  }

  /**
   * Replica: re-applies the feed's commit through the same mutation methods, then commits with the feed's
   * versions (never its own step). Change listeners fire as for a local commit. A record that does not fit
   * this store (the replica diverged) throws; the caller reloads a dump.
   */
  applyCommit(record: CommitRecord): ProgramChange[] {
    if (this.access.hasUncommitted()) throw new Error('replica store has uncommitted changes');
    try {
      for (const op of record.ops) this.applyOp(op);
    } catch (err) {
      this.access.discardUncommitted();
      throw err;
    }
    const given = new Map<string, number>();
    for (const [id, v] of Object.entries(record.versions.sports)) given.set(sportKey(Number(id)), v);
    for (const [code, v] of Object.entries(record.versions.events)) given.set(eventKey(Number(code)), v);
    if (record.versions.live !== undefined) given.set(LIVE_KEY, record.versions.live);
    return this.access.commitAt(given);
  }

  /** The whole program as of the last commit (JSON-safe). Throws between a mutation and its commit. */
  dump(): ProgramDump {
    if (this.access.hasUncommitted()) throw new Error('cannot dump with uncommitted changes');
    return dumpIndex(this.access.index(), this.access.versions);
  }

  /**
   * The dump in parts, each event's entry built only when asked, with the version that names its state: a feed
   * checkpoint serialises again only the events whose version moved. Throws between a mutation and its commit.
   */
  dumpParts(): DumpParts {
    if (this.access.hasUncommitted()) throw new Error('cannot dump with uncommitted changes');
    const index = this.access.index();
    const versions = this.access.versions;
    const events: DumpParts['events'] = [];
    for (const rec of index.allRecords()) {
      const removedAt = rec.inProgram ? null : rec.removedAt;
      const { code, nevId } = rec.event;
      events.push({ code, nevId, removedAt, version: versions.get(eventKey(code)) ?? 0, entry: () => ({ input: eventRows(index, rec), removedAt }) });
    }
    return { events, removed: [...index.removedCodes()], versions: Object.fromEntries(versions) };
  }

  /**
   * Replica: replaces the whole program and every version with a dump's. Change listeners are told with no
   * changes (they are not known) and the versions of every program of the dump.
   */
  loadDump(dump: ProgramDump): void {
    this.access.replace(restoreIndex(dump), dump.versions);
  }

  /**
   * Feed start: every program's version continues above a previous run's (taken from that run's dump), so a
   * restarted feed never hands out a version number again with other contents: replicas, their HTTP caches
   * and ETags, and room subscribers see the versions move on. Event versions are carried over only for events
   * in this program; listeners are not told (call before anyone listens).
   */
  continueVersions(previous: Readonly<Record<string, number>>): void {
    if (this.access.hasUncommitted()) throw new Error('cannot continue versions with uncommitted changes');
    const index = this.access.index();
    const next: [string, number][] = [];
    for (const [key, v] of Object.entries(previous)) {
      if (key.startsWith('event:') && !index.get(Number(key.slice('event:'.length)))) continue;
      next.push([key, (this.access.versions.get(key) ?? 0) + v + 1]);
    }
    this.access.setVersions(next);
  }

  /** At a commit, before the change listeners: the record is the calls so far; it goes out after them. */
  private takeRecord(versions: ProgramVersions): () => void {
    const record: CommitRecord = { ops: this.ops, versions };
    this.ops = [];
    return () => {
      for (const listener of this.recordListeners) {
        try {
          listener(record);
        } catch (err) {
          this.access.onListenerError(err);
        }
      }
    };
  }

  private applyOp(op: ProgramOp): void {
    const { store } = this;
    switch (op.op) {
      case 'add':
        return store.addEvent(op.input);
      case 'event':
        if (!store.updateEvent(op.code, op.patch)) throw new Error(`replica: no event ${op.code}`);
        return;
      case 'market':
        return store.updateMarket(op.id, { status: op.status });
      case 'outcome':
        return store.updateOutcome(op.id, op.patch);
      case 'remove':
        return store.removeEvent(op.code, op.closedStatus, op.at);
      case 'purge':
        return store.purge(op.before);
    }
  }
}
