import { z } from "zod";
import { readCappedBody } from "@/lib/http/read-capped";
import { TRANSLATION } from "@/lib/i18n/translation-settings";
import { TARGET_LANGUAGES, type TargetLanguage } from "@/lib/i18n/types";

/**
 * Reading and validating a POST /api/translate request: JSON only, at most maxBodyBytes, then one
 * zod schema. Every refusal is a 4xx with one message saying what to fix.
 */

const { maxTextsPerRequest: MAX_TEXTS, maxTextLength: MAX_TEXT_CHARS, maxBodyBytes: MAX_BODY_BYTES } = TRANSLATION;

export type TranslateRequest = { ok: true; target: TargetLanguage; texts: string[] } | { ok: false; status: number; error: string };

const UNSUPPORTED = "Unsupported target language";
const NOT_STRINGS = "texts must be an array of strings";
const TOO_MANY = `Too many texts: at most ${MAX_TEXTS} per request`;
const SHAPE = `The body must be a JSON object: { "target": ${TARGET_LANGUAGES.map((l) => `"${l}"`).join(" | ")}, "texts": [string, ...] }`;
const NOT_JSON_TYPE = "The request body must be JSON, sent with Content-Type: application/json";

/**
 * No page text holds a NUL or half a surrogate pair (the database cannot store either), and the
 * cache query would fail on them: such a text can only come from a broken or hostile client.
 */
const translatable = (text: string) => !text.includes("\u0000") && text.isWellFormed();

const bodySchema = z.object({
  target: z.enum(TARGET_LANGUAGES as [TargetLanguage, ...TargetLanguage[]]),
  // Lengths in code points (zod 4), as the service counts them.
  texts: z.array(z.string().max(MAX_TEXT_CHARS).refine(translatable)).max(MAX_TEXTS),
});

type Problem = { status: number; error: string; rank: number };

/** The one problem to report, most fundamental first. */
function problemOf(issue: z.core.$ZodIssue): Problem {
  const [key, index] = issue.path;
  if (key === "target") return { status: 400, error: UNSUPPORTED, rank: 1 };
  if (key === "texts" && index === undefined) {
    return issue.code === "too_big" ? { status: 413, error: TOO_MANY, rank: 2 } : { status: 400, error: NOT_STRINGS, rank: 2 };
  }
  if (key === "texts" && typeof index === "number") {
    if (issue.code === "too_big") return { status: 413, error: `Text too long: at most ${MAX_TEXT_CHARS} characters each (texts[${index}])`, rank: 4 };
    if (issue.code === "custom") return { status: 400, error: `Text contains a NUL character or a broken Unicode character (texts[${index}])`, rank: 3 };
    return { status: 400, error: NOT_STRINGS, rank: 3 };
  }
  return { status: 400, error: SHAPE, rank: 0 };
}

/**
 * Only JSON is read. Besides being honest about what we accept, this keeps other sites' plain
 * form posts (text/plain, no preflight) from spending our translation quota from a visitor's browser.
 */
function isJson(request: Request): boolean {
  const mediaType = request.headers.get("content-type")?.split(";", 1)[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/** The body as text, or null when it is larger than MAX_BODY_BYTES (without reading it all). */
async function readBody(request: Request): Promise<string | null> {
  const body = await readCappedBody(request, MAX_BODY_BYTES);
  return body && new TextDecoder().decode(body);
}

export async function readTranslateRequest(request: Request): Promise<TranslateRequest> {
  if (!isJson(request)) return { ok: false, status: 415, error: NOT_JSON_TYPE };
  let raw: string | null;
  try {
    raw = await readBody(request);
  } catch {
    return { ok: false, status: 400, error: "The request body could not be read" };
  }
  if (raw === null) return { ok: false, status: 413, error: `Request body too large: at most ${MAX_BODY_BYTES / 1024} KB` };

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON" };
  }

  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const [problem] = parsed.error.issues.map(problemOf).sort((a, b) => a.rank - b.rank);
    return { ok: false, status: problem?.status ?? 400, error: problem?.error ?? SHAPE };
  }
  return { ok: true, ...parsed.data };
}
