"use server";

import { collaborationSchema, reportSchema, suggestionSchema, type FormResult } from "@/lib/forms/schemas";
import { handleSubmission } from "@/lib/services/forms/submit";

/** Server actions behind the three public forms. Each validates again on the server. */

export async function submitCollaboration(input: unknown): Promise<FormResult> {
  return handleSubmission(input, {
    form: "collaboration",
    schema: collaborationSchema,
    save: (store, data, key) => store.addCollaboration(data, key),
  });
}

export async function submitSuggestion(input: unknown): Promise<FormResult> {
  return handleSubmission(input, {
    form: "suggestion",
    schema: suggestionSchema,
    save: (store, data, key) => store.addSuggestion(data, key),
  });
}

export async function submitReport(input: unknown): Promise<FormResult> {
  return handleSubmission(input, {
    form: "report",
    schema: reportSchema,
    save: (store, data, key) => store.addReport(data, key),
  });
}
