// What the local backend and the tests need of a database: statements with parameters, scripts, transactions and closing. PGlite has it as it is; the tests' real PostgreSQL server (tests/backend/helpers/postgres/) gives the same through postgres.js.

/** The rows of one statement, parsed as PGlite parses them (bigint and int as numbers, json as values, timestamps as Dates). */
export interface SqlResult<T> {
  rows: T[];
}

/** A connection, or a transaction on one. */
export interface SqlSession {
  /** One statement with `$1`-style parameters, each sent as the type the server expects (objects and arrays as JSON for json/jsonb). */
  query<T>(sql: string, params?: unknown[]): Promise<SqlResult<T>>;
  /** A script of statements without parameters, in one implicit transaction. */
  exec(sql: string): Promise<unknown>;
}

export interface SqlDatabase extends SqlSession {
  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
