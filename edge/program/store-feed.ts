/** Feeds whose program is a ProgramStore (kept apart from the store so the store's modules import no feed type). */
import type { FeedProvider } from './program-reader';
import type { ProgramReplication } from './program-replication';
import type { ProgramStore } from './program-store';

/** A feed whose program is a ProgramStore: the generator, or an edge's replica of the feed process's. */
export type StoreFeed = FeedProvider & { readonly reader: ProgramStore };

/** A StoreFeed with its store's replication (commit records, dumps): what the feed process broadcasts. */
export type ReplicatedFeed = StoreFeed & { readonly replication: ProgramReplication };
