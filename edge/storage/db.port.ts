/**
 * The database port the repositories use: parameterised queries ($1, $2, ...) and transactions. Two drivers
 * implement it (PGlite embedded, node-postgres); both return int8 as a JS number (every value we store fits in
 * 2^53: kuruş amounts, ids) and timestamptz as Date, so repositories never see driver differences.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A transaction handle: the same calls, inside BEGIN ... COMMIT on one connection. */
export type Tx = Queryable;

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws (the error is rethrown). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

