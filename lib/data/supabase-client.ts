import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/**
 * We never use Realtime, but supabase-js builds its client eagerly and, on Node.js 20 (no global
 * WebSocket), throws unless it is given a transport. This one fails only if something connects.
 */
class NoRealtime {
  constructor() {
    throw new Error("Supabase Realtime is not used by this site.");
  }
}

type RealtimeTransport = NonNullable<NonNullable<Parameters<typeof createClient>[2]>["realtime"]>["transport"];

/** A server-side Supabase client: no session, no Realtime; a new one per store. */
export function serverSupabaseClient(url: string, key: string, customFetch?: typeof fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: customFetch ? { fetch: customFetch } : undefined,
    realtime: { transport: NoRealtime as unknown as RealtimeTransport },
  });
}
