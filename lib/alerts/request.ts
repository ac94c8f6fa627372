import { NextResponse } from "next/server";
import type { z } from "zod";
import { readCappedBody } from "@/lib/http/read-capped";
import { ALERTS } from "./settings";

/** The alerts' JSON answers: never cached (they are about one person's follow). */
export function alertsJson(body: unknown, status: number, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

export type Read<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/**
 * A JSON request body checked by `schema`: JSON only (a cross-site form cannot send it without the
 * browser asking first, so no other site can follow or unsubscribe on a visitor's behalf), at most
 * ALERTS.maxBodyBytes, then one 400 naming every field to fix.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<Read<z.infer<S>>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: alertsJson({ error: "The request body must be JSON, sent with Content-Type: application/json" }, 415) };
  }
  const body = await readCappedBody(request, ALERTS.maxBodyBytes);
  if (body === null) return { ok: false, response: alertsJson({ error: `The request body is too large: at most ${ALERTS.maxBodyBytes} bytes` }, 413) };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { ok: false, response: alertsJson({ error: "The request body is not valid JSON" }, 400) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".") || "body";
      fields[path] ??= issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
    }
    return { ok: false, response: alertsJson({ error: Object.values(fields).join("; "), fields }, 400) };
  }
  return { ok: true, data: parsed.data };
}
