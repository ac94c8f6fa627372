"use server";

import { after } from "next/server";
import { z } from "zod";
import { placeStore, submissionStore } from "@/lib/data";
import { MissingPointError, NotFoundError } from "@/lib/data/stores";
import { SOCAL_BOX } from "@/lib/geo/county";
import { translatePlaces } from "@/lib/services/i18n/place-translation";
import { placesChanged } from "@/lib/places/revalidate";
import { MESSAGES } from "../messages";
import { reviewerAction } from "../safe-action";
import { done, ITEM, type ActionState, type Point } from "./queue-item";

const coordinate = (name: string, [min, max]: readonly [number, number]) =>
  z
    .string(`Enter the ${name}.`)
    .trim()
    .min(1, `Enter the ${name}.`)
    .pipe(
      z.coerce
        .number<string>(`The ${name} must be a number, like ${min === 32 ? "34.16" : "-118.13"}.`)
        .min(min, `The ${name} must be between ${min} and ${max} (Los Angeles area).`)
        .max(max, `The ${name} must be between ${min} and ${max} (Los Angeles area).`),
    );

const pointSchema = z.object({ latitude: coordinate("latitude", SOCAL_BOX.latitude), longitude: coordinate("longitude", SOCAL_BOX.longitude) });

const NEEDS_POINT = "This suggestion has no point on the map: enter its latitude and longitude.";

export const approveSuggestion = reviewerAction<ActionState, { id: string }>(ITEM, async ({ form, input, reviewer }) => {
  // The form has latitude and longitude fields only when the suggestion has no point yet.
  const typed = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 40) : undefined;
  };
  // Sent back with every error so the form keeps what was typed (React resets a form after its action).
  const values: Point = { latitude: typed("latitude"), longitude: typed("longitude") };
  let point: z.infer<typeof pointSchema> | undefined;
  if (form.has("latitude") || form.has("longitude")) {
    const parsed = pointSchema.safeParse({ latitude: form.get("latitude"), longitude: form.get("longitude") });
    if (!parsed.success) {
      const fields: Point = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "latitude" || field === "longitude") fields[field] ??= issue.message;
      }
      return { error: Object.values(fields).join(" "), fields, values };
    }
    point = parsed.data;
  }

  let placeId: string;
  try {
    // The approving reviewer's name is the place's "verified by".
    placeId = await (await submissionStore()).approveSuggestion(input.id, reviewer.name, point);
    placesChanged();
  } catch (error) {
    if (error instanceof MissingPointError) return { error: NEEDS_POINT, values };
    if (error instanceof NotFoundError) return { error: MESSAGES.notPending };
    console.error("Approving a suggestion failed:", error);
    return { error: MESSAGES.failed, values };
  }
  // The new place in every language, after the moderator has their answer.
  after(async () => {
    try {
      const place = await (await placeStore()).getPlace(placeId);
      if (place) await translatePlaces([place]);
    } catch (error) {
      console.error("Translating an approved place failed (it shows in English until translated):", error);
    }
  });
  return done(form, "approved");
});
