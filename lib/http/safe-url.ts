/** Longer than any real link; also the import's limit for a place's web address. */
export const MAX_URL_LENGTH = 2000;

/**
 * Returns the URL if it is an absolute http(s) URL, else null. Links that come from outside the
 * code (CMS, database, storage) pass through here before they are rendered, so a
 * `javascript:` or `data:` link can never reach an href. A user name or password in the address
 * (`https://www.instagram.com:x@evil.example/`, a classic disguise) and absurd lengths are
 * dropped too.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(trimmed);
    if (url.username || url.password) return null;
    return (url.protocol === "http:" || url.protocol === "https:") && url.href.length <= MAX_URL_LENGTH ? url.href : null;
  } catch {
    return null;
  }
}
