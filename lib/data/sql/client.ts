/** The little a SQL backend must offer: PGlite and node-postgres both fit behind it. */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The SQLSTATE of a database error (node-postgres and PGlite both set `code`). */
export const sqlState = (error: unknown): string | undefined => (error as { code?: unknown } | null)?.code as string | undefined;

