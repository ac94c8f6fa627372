import type { SmsStore } from "../stores";
import type { SqlClient } from "./client";

/** Opt-outs over plain SQL (the same functions the Supabase backend calls). */
export function createSqlSmsStore(db: SqlClient): SmsStore {
  return {
    async optOut(phone) {
      const [row] = await db.query<{ language: string | null }>("select public.sms_opt_out($1) as language", [phone]);
      return row?.language ?? null;
    },
    async optIn(phone) {
      await db.query("select public.sms_opt_in($1)", [phone]);
    },
    async isOptedOut(phone) {
      const [row] = await db.query<{ out: boolean }>("select public.sms_opted_out($1) as out", [phone]);
      return !!row?.out;
    },
  };
}
