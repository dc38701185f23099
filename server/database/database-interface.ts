/**
 * What the site needs of a database, whichever it is (PGlite or PostgreSQL, opened by open-database.ts): plain
 * interfaces, so the migrations runner and the stores depend on the shape, not on how a database is opened.
 */

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted/updated/deleted (or returned, for SELECT). */
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * 'anon': the transaction runs `SET LOCAL ROLE anon`, so the database enforces the public role's
   * grants and row-level security on every statement in it. Used for every visitor-initiated write.
   */
  role?: "anon";
  /**
   * Work done while a visitor waits: a write through the *_as_anon functions (which switch to anon themselves), or
   * notify-slack's lookup. The transaction waits less for a connection and for each answer, and gets the visitor
   * writes' statement timeout, so no input and no lock can hold a connection for long and a frozen database is a 503
   * within seconds (open-database.ts).
   */
  visitorRequest?: boolean;
  /**
   * How long each statement of the transaction may go unanswered (PostgreSQL, client side), when it may rightly take
   * longer than a request's (migrations, pruning). Default: DATABASE_QUERY_TIMEOUT_MS (open-database.ts).
   */
  queryTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Where the data is, for logs (never includes a password). */
  readonly location: string;
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}
