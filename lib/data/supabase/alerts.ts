import { alertStoreOver } from "../alert-rows";
import type { AlertStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/** Area alerts on Supabase: every call an RPC with the service role (visitors can call none of them). */
export function createSupabaseAlertStore(config: SupabaseConfig): AlertStore {
  const { writer } = supabaseClients(config);
  return alertStoreOver(async (fn, args) => check(await writer.rpc(fn, Object.fromEntries(args.map(([name, value]) => [name, value]))), `calling ${fn}`));
}
