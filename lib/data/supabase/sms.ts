import type { SmsStore } from "../stores";
import { check, supabaseClients, type SupabaseConfig } from "./client";

/** Opt-outs on Supabase: the service role calls the same functions as the SQL backend. */
export function createSupabaseSmsStore(config: SupabaseConfig): SmsStore {
  const { writer } = supabaseClients(config);
  return {
    async optOut(phone) {
      const language = check(await writer.rpc("sms_opt_out", { phone_number: phone }), "SMS opt-out");
      return typeof language === "string" ? language : null;
    },
    async optIn(phone) {
      check(await writer.rpc("sms_opt_in", { phone_number: phone }), "SMS opt-in");
    },
    async isOptedOut(phone) {
      return check(await writer.rpc("sms_opted_out", { phone_number: phone }), "SMS opt-out") === true;
    },
  };
}
