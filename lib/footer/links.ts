import { FOOTER } from "./settings";
import { safeHttpUrl } from "../http/safe-url";

export type FooterLink = { label: string; href: string };

/** The CMS footer record's fields, in the order the links are shown. */
const CMS_FIELDS = [
  ["InstagramLink", "Instagram"],
  ["LinkedinLink", "LinkedIn"],
  ["FacebookLink", "Facebook"],
] as const;

export type CmsFooterRecord = { data: Partial<Record<(typeof CMS_FIELDS)[number][0], string | null>> };

/*
 * Checked by hand rather than with zod: this runs in every page's first download, and zod (even
 * zod/mini under Turbopack) would add ~25 KB gzip for two tiny shapes. Every href still goes
 * through safeHttpUrl.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStoredLink = (v: unknown): v is FooterLink => isRecord(v) && typeof v.label === "string" && typeof v.href === "string";

/** Turns a CMS response body into links, keeping the order and dropping anything not http(s). */
export function linksFromCms(body: unknown): FooterLink[] {
  if (!isRecord(body) || !isRecord(body.data)) throw new Error("Unexpected CMS footer response");
  const data = body.data;
  return CMS_FIELDS.flatMap(([field, label]) => {
    const href = safeHttpUrl(data[field]);
    return href ? [{ label, href }] : [];
  });
}

/** Stored links are re-checked: session storage is writable by anything on the page. */
export function readStoredLinks(storage: Pick<Storage, "getItem">): FooterLink[] | null {
  const raw = storage.getItem(FOOTER.storageKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every(isStoredLink)) return null;
    return parsed.flatMap((l) => {
      const href = safeHttpUrl(l.href);
      return href ? [{ label: l.label, href }] : [];
    });
  } catch {
    return null;
  }
}

type LoadOptions = {
  storage: Pick<Storage, "getItem" | "setItem">;
  fetchImpl?: typeof fetch;
  /** CMS origin without trailing slash; empty means this site answers /api/footer itself. */
  cmsUrl: string;
  timeoutMs?: number;
};

/**
 * Footer links, once per browser session: from session storage when stored, else from the CMS.
 * A failed, non-OK, malformed or slow answer gives an empty list and stores nothing, so the next
 * page tries again; the footer never shows an error for it.
 */
export async function loadFooterLinks({
  storage,
  fetchImpl = fetch,
  cmsUrl,
  timeoutMs = FOOTER.fetchTimeoutMs,
}: LoadOptions): Promise<FooterLink[]> {
  const stored = readStoredLinks(storage);
  if (stored) return stored;
  try {
    const response = await fetchImpl(`${cmsUrl}${FOOTER.cmsPath}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) return [];
    const links = linksFromCms(await response.json());
    storage.setItem(FOOTER.storageKey, JSON.stringify(links));
    return links;
  } catch {
    return [];
  }
}
