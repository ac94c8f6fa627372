import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CmsLinks } from "@/components/footer/cms-links";
import { FOOTER } from "@/lib/footer/settings";

describe("<CmsLinks>", () => {
  it("shows the links it loads, in order, once the page is ready", async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      Response.json({ data: { InstagramLink: "https://i.example/a", LinkedinLink: "https://l.example/b", FacebookLink: "https://f.example/c" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<CmsLinks cmsUrl="https://cms.example" />);
    const links = await screen.findAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Instagram", "https://i.example/a"],
      ["LinkedIn", "https://l.example/b"],
      ["Facebook", "https://f.example/c"],
    ]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`https://cms.example${FOOTER.cmsPath}`);
  });

  it("renders nothing and shows no error when the CMS fails", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("nope", { status: 503 }));
    vi.stubGlobal("fetch", fetchMock);
    const { container } = render(<CmsLinks cmsUrl="" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    expect(container).toBeEmptyDOMElement();
    expect(sessionStorage.getItem(FOOTER.storageKey)).toBeNull();
  });
});
