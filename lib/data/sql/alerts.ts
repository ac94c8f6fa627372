import { alertStoreOver } from "../alert-rows";
import type { AlertStore } from "../stores";
import type { SqlClient } from "./client";

/** JSON goes as text (PGlite and node-postgres would otherwise send a JS array as a PostgreSQL array). */
const param = (value: unknown, type: string) => (type === "jsonb" && value !== null ? JSON.stringify(value) : value);

/** Area alerts over plain SQL: the same functions the Supabase backend calls. */
export function createSqlAlertStore(db: SqlClient): AlertStore {
  return alertStoreOver(async (fn, args) => {
    const placeholders = args.map(([, , type], i) => `$${i + 1}::${type}`).join(", ");
    const [row] = await db.query<{ result: unknown }>(`select public.${fn}(${placeholders}) as result`, args.map(([, value, type]) => param(value, type)));
    return row?.result ?? null;
  });
}
