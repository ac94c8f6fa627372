import { describe, expect, it, vi } from "vitest";
import { FOOTER } from "@/lib/footer/settings";
import { linksFromCms, loadFooterLinks, readStoredLinks } from "@/lib/footer/links";

const CMS = "https://cms.example.org";
const record = {
  data: {
    FacebookLink: "https://facebook.com/relief",
    InstagramLink: "https://instagram.com/relief",
    LinkedinLink: "https://linkedin.com/company/relief",
  },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("linksFromCms", () => {
  it("returns Instagram, LinkedIn, Facebook in that order", () => {
    expect(linksFromCms(record)).toEqual([
      { label: "Instagram", href: "https://instagram.com/relief" },
      { label: "LinkedIn", href: "https://linkedin.com/company/relief" },
      { label: "Facebook", href: "https://facebook.com/relief" },
    ]);
  });

  it("drops links that are not http(s) and fields that are missing", () => {
    const links = linksFromCms({ data: { InstagramLink: "javascript:alert(document.cookie)", FacebookLink: "https://fb.com/x" } });
    expect(links).toEqual([{ label: "Facebook", href: "https://fb.com/x" }]);
  });

  it("rejects a body without a data record", () => {
    expect(() => linksFromCms({ links: [] })).toThrow();
    expect(() => linksFromCms("oops")).toThrow();
  });
});

describe("loadFooterLinks", () => {
  it("uses stored links without fetching", async () => {
    sessionStorage.setItem(FOOTER.storageKey, JSON.stringify([{ label: "Instagram", href: "https://instagram.com/a" }]));
    const fetchImpl = vi.fn();
    const links = await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS });
    expect(links).toEqual([{ label: "Instagram", href: "https://instagram.com/a" }]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("re-checks stored links and drops unsafe ones", async () => {
    sessionStorage.setItem(
      FOOTER.storageKey,
      JSON.stringify([
        { label: "Instagram", href: "javascript:alert(1)" },
        { label: "Facebook", href: "https://fb.com/x" },
      ]),
    );
    const links = await loadFooterLinks({ storage: sessionStorage, fetchImpl: vi.fn(), cmsUrl: CMS });
    expect(links).toEqual([{ label: "Facebook", href: "https://fb.com/x" }]);
  });

  it("fetches from the CMS when nothing is stored, then stores the links", async () => {
    const fetchImpl = vi.fn().mockResolvedValue(json(record));
    const links = await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS });
    expect(fetchImpl).toHaveBeenCalledWith(`${CMS}/api/footer`, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(links.map((l) => l.label)).toEqual(["Instagram", "LinkedIn", "Facebook"]);
    expect(JSON.parse(sessionStorage.getItem(FOOTER.storageKey)!)).toEqual(links);
  });

  it("asks this site's own /api/footer when no CMS is configured", async () => {
    const fetchImpl = vi.fn().mockResolvedValue(json(record));
    await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: "" });
    expect(fetchImpl).toHaveBeenCalledWith("/api/footer", expect.anything());
  });

  it("fetches again when the stored value is corrupt", async () => {
    sessionStorage.setItem(FOOTER.storageKey, "{not json");
    const fetchImpl = vi.fn().mockResolvedValue(json(record));
    const links = await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS });
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(links).toHaveLength(3);
  });

  it("gives an empty list and stores nothing on a non-OK response", async () => {
    const fetchImpl = vi.fn().mockResolvedValue(json({ error: "boom" }, 500));
    expect(await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS })).toEqual([]);
    expect(sessionStorage.getItem(FOOTER.storageKey)).toBeNull();
  });

  it("gives an empty list and stores nothing on a network error", async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS })).toEqual([]);
    expect(sessionStorage.getItem(FOOTER.storageKey)).toBeNull();
  });

  it("gives an empty list and stores nothing on a malformed body", async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response("<html>gateway</html>", { status: 200 }));
    expect(await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS })).toEqual([]);
    expect(sessionStorage.getItem(FOOTER.storageKey)).toBeNull();
  });

  it("gives up after the timeout and stores nothing", async () => {
    // A CMS that never answers, except by honouring the abort signal.
    const fetchImpl = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    ) as unknown as typeof fetch;
    const links = await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS, timeoutMs: 20 });
    expect(links).toEqual([]);
    expect(sessionStorage.getItem(FOOTER.storageKey)).toBeNull();
  });

  it("stores only the safe links when the CMS sends an invalid one", async () => {
    const fetchImpl = vi.fn().mockResolvedValue(json({ data: { ...record.data, LinkedinLink: "javascript:alert(1)" } }));
    const links = await loadFooterLinks({ storage: sessionStorage, fetchImpl, cmsUrl: CMS });
    expect(links.map((l) => l.label)).toEqual(["Instagram", "Facebook"]);
    expect(sessionStorage.getItem(FOOTER.storageKey)).not.toContain("javascript");
  });
});

describe("readStoredLinks", () => {
  it("is null when nothing or something of the wrong shape is stored", () => {
    expect(readStoredLinks(sessionStorage)).toBeNull();
    sessionStorage.setItem(FOOTER.storageKey, JSON.stringify({ label: "x" }));
    expect(readStoredLinks(sessionStorage)).toBeNull();
  });
});
