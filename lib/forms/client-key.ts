import "server-only";
import { createHash } from "node:crypto";
import { headers } from "next/headers";

/**
 * Who is submitting, for the rate limit: a hash of the client address and the form's name (no
 * address is stored in clear). The address is the LAST X-Forwarded-For entry, the one our own
 * proxy appended: earlier entries come from the client and could be forged to dodge the limit.
 */
export async function clientKey(form: string): Promise<string> {
  const h = await headers();
  const address = h.get("x-forwarded-for")?.split(",").at(-1)?.trim() || h.get("x-real-ip") || "unknown";
  return createHash("sha256").update(`${form}:${address}`).digest("hex");
}
