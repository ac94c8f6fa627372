import { NextResponse } from "next/server";
import { z } from "zod";
import { TRANSLATION } from "@/lib/config";
import { translationStore } from "@/lib/data";
import { serverEnv } from "@/lib/env.server";
import type { TranslationStore } from "@/lib/data/translation-store";
import type { ServiceConfig } from "@/lib/i18n/libretranslate";
import { translateTexts } from "@/lib/i18n/translate";
import { TARGET_LANGUAGES } from "@/lib/i18n/types";

export const dynamic = "force-dynamic";

const { maxTextsPerRequest: MAX_TEXTS, maxTextLength: MAX_TEXT_CHARS, maxBodyBytes: MAX_BODY_BYTES } = TRANSLATION;

const NO_STORE = { "cache-control": "no-store" };

function json(body: unknown, status: number) {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

const UNSUPPORTED = "Unsupported target language";
const NOT_STRINGS = "texts must be an array of strings";
const TOO_MANY = `Too many texts: at most ${MAX_TEXTS} per request`;
const SHAPE = 'The body must be a JSON object: { "target": "es" | "zh" | "ko", "texts": [string, ...] }';

const bodySchema = z.object({
  target: z.enum(["es", "zh", "ko"] satisfies typeof TARGET_LANGUAGES),
  texts: z.array(z.string().max(MAX_TEXT_CHARS)).max(MAX_TEXTS),
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
    return issue.code === "too_big"
      ? { status: 413, error: `Text too long: at most ${MAX_TEXT_CHARS} characters each (texts[${index}])`, rank: 4 }
      : { status: 400, error: NOT_STRINGS, rank: 3 };
  }
  return { status: 400, error: SHAPE, rank: 0 };
}

/** The body as text, or null when it is larger than MAX_BODY_BYTES (without reading it all). */
async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(parts));
}

function serviceConfig(): ServiceConfig | null {
  const { LIBRETRANSLATE_URL: url, LIBRETRANSLATE_API_KEY: apiKey, LIBRETRANSLATE_TIMEOUT_MS: timeoutMs } = serverEnv;
  return url ? { url, apiKey, timeoutMs } : null;
}

/**
 * Translates a page's texts for visitors: `POST { target: "es" | "zh" | "ko", texts: string[] }`
 * → `{ translations: [{ text, source: "curated" | "machine" | "original" }] }` in the same order.
 * Visitors choose only which texts to translate; what is written to the cache is the server's
 * own validated machine translation of those texts, never anything they send as a translation.
 */
export async function POST(request: Request) {
  let raw: string | null;
  try {
    raw = await readBody(request);
  } catch {
    return json({ error: "The request body could not be read" }, 400);
  }
  if (raw === null) return json({ error: `Request body too large: at most ${MAX_BODY_BYTES / 1024} KB` }, 413);

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json({ error: "The request body is not valid JSON" }, 400);
  }

  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const [problem] = parsed.error.issues.map(problemOf).sort((a, b) => a.rank - b.rank);
    return json({ error: problem?.error ?? SHAPE }, problem?.status ?? 400);
  }
  const { target, texts } = parsed.data;
  if (texts.length === 0) return json({ translations: [] }, 200);

  let store: TranslationStore | null = null;
  try {
    store = await translationStore();
  } catch (error) {
    console.error("Translation cache unavailable:", error instanceof Error ? error.message : error);
  }

  try {
    const translations = await translateTexts(target, texts, { store, service: serviceConfig() });
    return json({ translations }, 200);
  } catch (error) {
    console.error("Translation failed:", error);
    return json({ error: "Translation is unavailable; try again later." }, 503);
  }
}
