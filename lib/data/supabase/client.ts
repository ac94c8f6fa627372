import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/** What a Supabase store needs: the project URL and both keys (the service-role key stays on the server). */
export type SupabaseConfig = {
  url: string;
  /** Visitors' reads go through the anon key, so row-level security applies to them. */
  anonKey: string;
  /** Writes, moderation, rate limits and the cache's write-back. Server only. */
  serviceRoleKey: string;
  /** For tests: the fetch supabase-js uses. */
  fetch?: typeof fetch;
};

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

/** The two clients every store uses: the visitor's (anon) and the server's (service role). */
export function supabaseClients({ url, anonKey, serviceRoleKey, fetch: customFetch }: SupabaseConfig) {
  return { reader: serverSupabaseClient(url, anonKey, customFetch), writer: serverSupabaseClient(url, serviceRoleKey, customFetch) };
}

export type PostgrestFailure = { message: string; code?: string };

/** PostgREST answered an error: thrown with what failed, keeping the SQLSTATE in `code`. */
export class SupabaseError extends Error {
  readonly code: string | undefined;
  constructor(what: string, error: PostgrestFailure) {
    super(`Supabase ${what} failed: ${error.message}`);
    this.code = error.code;
  }
}

/** The data of a supabase-js answer, or a SupabaseError. */
export function check<T>({ data, error }: { data: T; error: PostgrestFailure | null }, what: string): T {
  if (error) throw new SupabaseError(what, error);
  return data;
}
