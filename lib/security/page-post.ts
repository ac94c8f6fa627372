import { readCappedBody } from "../http/read-capped";

/**
 * A POST to a page is a form's server action: the fetch the page's scripts make (`Next-Action`
 * header, the arguments as JSON in a text/plain body, or multipart when they hold a FormData) or a
 * form sent without JavaScript (multipart). Next and React refuse a malformed one by throwing —
 * a 500 and a stack trace in the log each time. proxy.ts checks such requests first with this and
 * answers what is wrong with a 4xx; what passes is what our own forms send.
 */

/** Next's own limit for a server action's body (serverActions.bodySizeLimit, 1 MB by default). */
export const ACTION_BODY_MAX_BYTES = 1024 * 1024;
/** Our forms' arguments nest a few levels deep; React decodes each level recursively. */
export const ACTION_MAX_DEPTH = 32;

export type Refusal = { status: number; error: string };

const refuse = (status: number, error: string): Refusal => ({ status, error });

/** How deeply arrays and objects nest in this JSON text, in one pass (never recursion on visitor input). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return deepest;
}

/** The host a request was sent to, as Next compares it with the Origin of a server action. */
function requestHost(headers: Headers): string | null {
  return headers.get("x-forwarded-host")?.split(",", 1)[0]?.trim() || headers.get("host");
}

function sameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  // Browsers send Origin with every POST; a client that sends none is not a page of another site.
  if (origin === null) return true;
  try {
    return new URL(origin).host === requestHost(headers);
  } catch {
    return false;
  }
}

const tooDeep = refuse(400, "This form could not be read: it is nested too deeply. Reload the page and try again.");
const unreadable = refuse(400, "This form could not be read. Reload the page and try again.");

/** Our actions take one or two arguments (the form's values; the previous state and a FormData). */
export const ACTION_MAX_ARGUMENTS = 8;
/** Parts of a multipart action body React decodes: each can refer to others, so their number bounds the depth too. */
export const ACTION_MAX_PARTS = 64;

/** React's constants and values that refer to nothing ("$$…" is a string that starts with "$"). */
const SELF_CONTAINED = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/;
/** A reference to another part of the body: a model, a promise, a map, a set (by the part's hex id). */
const PART_REFERENCE = /^\$(?:@|Q|W)?([0-9a-f]{1,8})$/;
/** A FormData argument, whose entries are the body's fields named "_<id>_…". */
const FORM_DATA_REFERENCE = /^\$K[0-9a-f]{1,8}$/;

/**
 * Whether every "$…" string in a decoded part is one React can resolve from this body: in a
 * text/plain body (`parts` null) nothing may refer to another part; in a multipart body only to a
 * part that is there. React throws on anything else (an unknown reference, a missing part), and
 * Next answers that with a 500. Iterative: the nesting was already bounded by jsonDepth.
 */
function referencesResolve(root: unknown, parts: ReadonlySet<number> | null): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (!value.startsWith("$") || SELF_CONTAINED.test(value)) continue;
      if (parts === null) return false;
      if (FORM_DATA_REFERENCE.test(value)) continue;
      const part = PART_REFERENCE.exec(value)?.[1];
      if (part === undefined || !parts.has(parseInt(part, 16))) return false;
    } else if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === "object") pending.push(...Object.values(value));
  }
  return true;
}

/** A part React decodes as JSON, parsed, or a refusal. */
function parsePart(text: string): { value: unknown } | Refusal {
  if (text.trim() === "") return unreadable;
  if (jsonDepth(text) > ACTION_MAX_DEPTH) return tooDeep;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return unreadable;
  }
}

const isRefusal = (value: object): value is Refusal => "status" in value;
/** The arguments of an action: a short list. */
const isArgumentList = (value: unknown) => Array.isArray(value) && value.length <= ACTION_MAX_ARGUMENTS;

/** An action's multipart body (`Next-Action` set): numbered parts decoded as JSON, part 0 the arguments. */
function checkActionParts(form: FormData): Refusal | null {
  const parts = new Map<number, string>();
  for (const [name, value] of form) {
    if (/^\d{1,8}$/.test(name) && typeof value === "string") parts.set(Number(name), value);
  }
  if (parts.size > ACTION_MAX_PARTS) return tooDeep;
  const ids = new Set(parts.keys());
  for (const [id, text] of parts) {
    const part = parsePart(text);
    if (isRefusal(part)) return part;
    if (id === 0 && !isArgumentList(part.value)) return unreadable;
    if (!referencesResolve(part.value, ids)) return unreadable;
  }
  return parts.has(0) ? null : unreadable;
}

/** A form sent without JavaScript (no `Next-Action`): its $ACTION_<n>:<m> parts are decoded as JSON. */
function checkFormParts(form: FormData): Refusal | null {
  let count = 0;
  for (const [name, value] of form) {
    if (!/^\$ACTION_\d+:\d+$/.test(name) || typeof value !== "string") continue;
    if (++count > ACTION_MAX_PARTS) return tooDeep;
    const part = parsePart(value);
    if (isRefusal(part)) return part;
  }
  return null;
}

/** What is wrong with a POST to a page, or null when Next may have it. `request` is left unread (a clone is read). */
export async function checkPagePost(request: Request): Promise<Refusal | null> {
  const headers = request.headers;
  const isAction = headers.has("next-action");
  const contentType = headers.get("content-type") ?? "";
  // Exactly Next's own test (case and all): anything else it reads as a text body.
  const multipart = contentType.startsWith("multipart/form-data");
  // Anything else is not a form of ours: Next renders the page, as for a GET.
  if (!isAction && !multipart) return null;

  if (!sameOrigin(headers)) return refuse(403, "This form can only be sent from this site's own pages.");
  const declared = Number(headers.get("content-length"));
  if (Number.isFinite(declared) && declared > ACTION_BODY_MAX_BYTES) return refuse(413, `This form is too large: at most ${ACTION_BODY_MAX_BYTES / 1024 / 1024} MB.`);
  if (!multipart && contentType.split(";", 1)[0]!.trim() !== "text/plain") {
    return refuse(415, "This form must be sent as text/plain or multipart/form-data, as the site's pages send it.");
  }

  const body = await readCappedBody(request.clone(), ACTION_BODY_MAX_BYTES);
  if (body === null) return refuse(413, `This form is too large: at most ${ACTION_BODY_MAX_BYTES / 1024 / 1024} MB.`);

  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch {
      return unreadable;
    }
    return isAction ? checkActionParts(form) : checkFormParts(form);
  }

  const part = parsePart(new TextDecoder().decode(body));
  if (isRefusal(part)) return part;
  return isArgumentList(part.value) && referencesResolve(part.value, null) ? null : unreadable;
}
