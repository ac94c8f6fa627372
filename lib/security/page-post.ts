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

/** What is wrong with a POST to a page, or null when Next may have it. `request` is left unread (a clone is read). */
export async function checkPagePost(request: Request): Promise<Refusal | null> {
  const headers = request.headers;
  const isAction = headers.has("next-action");
  const type = headers.get("content-type")?.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  const multipart = type === "multipart/form-data";
  // Anything else is not a form of ours: Next renders the page, as for a GET.
  if (!isAction && !multipart) return null;

  if (!sameOrigin(headers)) return refuse(403, "This form can only be sent from this site's own pages.");
  const declared = Number(headers.get("content-length"));
  if (Number.isFinite(declared) && declared > ACTION_BODY_MAX_BYTES) return refuse(413, `This form is too large: at most ${ACTION_BODY_MAX_BYTES / 1024 / 1024} MB.`);
  if (isAction && !multipart && type !== "text/plain") return refuse(415, "This form must be sent as text/plain or multipart/form-data, as the site's pages send it.");

  const body = await readCappedBody(request.clone(), ACTION_BODY_MAX_BYTES);
  if (body === null) return refuse(413, `This form is too large: at most ${ACTION_BODY_MAX_BYTES / 1024 / 1024} MB.`);

  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": headers.get("content-type")! } }).formData();
    } catch {
      return unreadable;
    }
    // React decodes the numbered parts (and the no-JavaScript form's $ACTION parts) as JSON.
    for (const [name, value] of form) {
      if (typeof value === "string" && (/^\d+$/.test(name) || name.includes("$ACTION")) && jsonDepth(value) > ACTION_MAX_DEPTH) return tooDeep;
    }
    return null;
  }

  const text = new TextDecoder().decode(body);
  if (text.trim() === "") return unreadable;
  if (jsonDepth(text) > ACTION_MAX_DEPTH) return tooDeep;
  try {
    JSON.parse(text);
  } catch {
    return unreadable;
  }
  return null;
}
