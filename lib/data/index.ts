import "server-only";
import { publicEnv } from "@/lib/env";
import { serverEnv } from "@/lib/env.server";
import type { PlaceStore } from "./store";
import { createSupabaseStore } from "./supabase-store";
import type { SubmissionStore } from "./submission-store";
import type { TranslationStore } from "./translation-store";

export type { PlaceStore } from "./store";
export type { TranslationStore } from "./translation-store";

export type Backend = "supabase" | "embedded";

/** Supabase when it is configured, else the embedded PGlite database. */
export function backend(): Backend {
  return publicEnv.NEXT_PUBLIC_SUPABASE_URL && publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY ? "supabase" : "embedded";
}

/** Supabase connection settings, when Supabase is the backend. */
function supabaseConfig() {
  return {
    url: publicEnv.NEXT_PUBLIC_SUPABASE_URL!,
    anonKey: publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
    serviceRoleKey: serverEnv.SUPABASE_SERVICE_ROLE_KEY,
  };
}

/** The data module's entry point: every read and write of places goes through this store. */
export async function placeStore(): Promise<PlaceStore> {
  if (backend() === "supabase") {
    return createSupabaseStore(supabaseConfig());
  }
  // Loaded only when used, so a Supabase deployment never loads the WASM database.
  const [{ embeddedDb }, { createSqlStore }] = await Promise.all([import("./pglite"), import("./sql-store")]);
  return createSqlStore((await embeddedDb()).client);
}

/** The translation cache, on the same backend as the places. */
export async function translationStore(): Promise<TranslationStore> {
  if (backend() === "supabase") {
    const { createSupabaseTranslationStore } = await import("./translation-store");
    return createSupabaseTranslationStore(supabaseConfig());
  }
  const [{ embeddedDb }, { createSqlTranslationStore }] = await Promise.all([import("./pglite"), import("./translation-store")]);
  return createSqlTranslationStore((await embeddedDb()).client);
}

/** Collaboration requests, suggestions, reports and the rate limit, on the same backend. */
export async function submissionStore(): Promise<SubmissionStore> {
  if (backend() === "supabase") {
    const { createSupabaseSubmissionStore } = await import("./submission-store");
    return createSupabaseSubmissionStore(supabaseConfig());
  }
  const [{ embeddedDb }, { createSqlSubmissionStore }] = await Promise.all([import("./pglite"), import("./submission-store")]);
  return createSqlSubmissionStore((await embeddedDb()).client);
}
