// Run before the moderation site starts (playwright.config.ts), on its embedded database:
// `tsx --conditions react-server e2e/support/seed-moderation.ts` (lib/data starts with
// `import "server-only"`). Writes through the stores, as the site and the import would.
import { randomUUID } from "node:crypto";
import type { PlaceInput } from "@/lib/places/types";
import { makePlaceInput } from "@/tests/support/places";
import { SEEDED_DUE_ENTRIES, SEEDED_DUE_NAME, SEEDED_HANDLED_REQUESTS, SEEDED_HANDLER, SEEDED_REQUEST_NAME } from "./moderation-seed";

/** A volunteer opportunity nobody has checked yet, in Pasadena. */
const dueEntry = (n: number): PlaceInput =>
  makePlaceInput({
    externalId: `e2e-paging-${n}`,
    kind: "volunteer_opportunity",
    name: `${SEEDED_DUE_NAME} ${String(n).padStart(2, "0")}`,
    address: "Lake Ave, Pasadena",
    latitude: 34.15 + n / 10_000,
    longitude: -118.13,
  });

async function main(): Promise<void> {
  const { placeStore, submissionStore } = await import("@/lib/data");
  const { openedEmbeddedDb } = await import("@/lib/data/embedded/pglite");
  try {
    const submissions = await submissionStore();
    for (let n = 1; n <= SEEDED_HANDLED_REQUESTS; n += 1) {
      const name = `${SEEDED_REQUEST_NAME} ${String(n).padStart(2, "0")}`;
      const input = { name, organization: "", email: `organizer${n}@example.org`, phone: "", kind: "volunteers" as const, message: "We can bring volunteers.", consent: true as const };
      const { id } = await submissions.addCollaboration(input, randomUUID());
      await submissions.setCollaborationHandled(id, SEEDED_HANDLER);
    }
    await (await placeStore()).upsertPlaces(Array.from({ length: SEEDED_DUE_ENTRIES }, (_, n) => dueEntry(n + 1)), "e2e paging seed");
    console.log(`Seeded ${SEEDED_HANDLED_REQUESTS} handled collaboration requests and ${SEEDED_DUE_ENTRIES} entries due for a check.`);
  } finally {
    await (await openedEmbeddedDb()?.catch(() => null))?.close();
  }
}

main().catch((error: unknown) => {
  console.error("Seeding the moderation site failed:", error);
  process.exitCode = 1;
});
