import "server-only";
import { dataConfig } from "@/lib/settings/data-backend";
import type { AlertStore, HazardStore, LimitStore, PlaceStore, ReviewerStore, ReviewStore, SmsStore, SubmissionStore, TranslationStore } from "./stores";

export type { AlertStore, HazardStore, LimitStore, PlaceStore, ReviewerStore, ReviewStore, SmsStore, SubmissionStore, TranslationStore } from "./stores";

/**
 * The one switch: every store on the backend the configuration names (lib/settings/data-backend.ts). Only
 * the chosen backend is loaded, so a Supabase deployment never loads the WASM database.
 *
 * Shared across server instances: everything the stores keep (places, submissions, the
 * translation cache, rate limits and translation budgets, the hazard layers) lives in the
 * database. The embedded database belongs to one process only (a lock on its folder enforces it).
 */
async function stores() {
  const config = dataConfig();
  if (config.backend === "supabase") return (await import("./supabase")).supabaseStores(config.supabase);
  const [{ sqlStores }, { embeddedDb }] = await Promise.all([import("./sql"), import("./embedded/pglite")]);
  return sqlStores((await embeddedDb(config.dir)).client);
}

export const placeStore = async (): Promise<PlaceStore> => (await stores()).places();
export const submissionStore = async (): Promise<SubmissionStore> => (await stores()).submissions();
export const translationStore = async (): Promise<TranslationStore> => (await stores()).translations();
export const limitStore = async (): Promise<LimitStore> => (await stores()).limits();
export const reviewerStore = async (): Promise<ReviewerStore> => (await stores()).reviewers();
export const reviewStore = async (): Promise<ReviewStore> => (await stores()).reviews();
export const hazardStore = async (): Promise<HazardStore> => (await stores()).hazards();
export const alertStore = async (): Promise<AlertStore> => (await stores()).alerts();
export const smsStore = async (): Promise<SmsStore> => (await stores()).sms();
