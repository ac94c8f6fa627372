import { createSqlSmsStore } from "./sms";
import type { SqlClient } from "./client";
import { createSqlLimitStore } from "./limits";
import { createSqlPlaceStore } from "./places";
import { createSqlSubmissionStore } from "./submissions";
import { createSqlTranslationStore } from "./translations";
import { createSqlReviewerStore } from "./reviewers";
import { createSqlReviewStore } from "./reviews";
import { createSqlHazardStore } from "./hazards";
import { createSqlAlertStore } from "./alerts";

/** Every store over one SQL session (the embedded PGlite; PostgreSQL in the contract tests). */
export const sqlStores = (db: SqlClient) => ({
  places: () => createSqlPlaceStore(db),
  submissions: () => createSqlSubmissionStore(db),
  translations: () => createSqlTranslationStore(db),
  limits: () => createSqlLimitStore(db),
  reviewers: () => createSqlReviewerStore(db),
  reviews: () => createSqlReviewStore(db),
  hazards: () => createSqlHazardStore(db),
  alerts: () => createSqlAlertStore(db),
  sms: () => createSqlSmsStore(db),
});
