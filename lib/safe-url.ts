/**
 * Returns the URL if it is an absolute http(s) URL, else null. Links that come from outside the
 * code (CMS, database, storage) pass through here before they are rendered, so a
 * `javascript:` or `data:` link can never reach an href.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
