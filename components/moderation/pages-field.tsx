"use client";

import { useSearchParams } from "next/navigation";

/**
 * Sends the address's query with a form, so the action brings the reviewer back to the pages they
 * were on (lib/moderation/lists.ts afterAction keeps only the lists' page numbers from it).
 */
export function PagesField() {
  return <input type="hidden" name="pages" value={useSearchParams().toString()} />;
}
