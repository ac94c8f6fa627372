import { createSupabaseSmsStore } from "./sms";
import type { SupabaseConfig } from "./client";
import { createSupabaseLimitStore } from "./limits";
import { createSupabasePlaceStore } from "./places";
import { createSupabaseSubmissionStore } from "./submissions";
import { createSupabaseTranslationStore } from "./translations";
import { createSupabaseReviewerStore } from "./reviewers";
import { createSupabaseReviewStore } from "./reviews";
import { createSupabaseHazardStore } from "./hazards";
import { createSupabaseAlertStore } from "./alerts";

/** Every store on one Supabase project. */
export const supabaseStores = (config: SupabaseConfig) => ({
  places: () => createSupabasePlaceStore(config),
  submissions: () => createSupabaseSubmissionStore(config),
  translations: () => createSupabaseTranslationStore(config),
  limits: () => createSupabaseLimitStore(config),
  reviewers: () => createSupabaseReviewerStore(config),
  reviews: () => createSupabaseReviewStore(config),
  hazards: () => createSupabaseHazardStore(config),
  alerts: () => createSupabaseAlertStore(config),
  sms: () => createSupabaseSmsStore(config),
});
