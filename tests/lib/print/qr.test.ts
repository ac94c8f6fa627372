// @vitest-environment node
import { describe, expect, it } from "vitest";
import { qrSvg } from "@/lib/print/qr";

// The printable list inlines this SVG as raw HTML (components/print/print-page.tsx): nothing of the
// address — a search a visitor typed included — may reach it as markup or text.
describe("qrSvg", () => {
  it("draws an address with hostile text as rectangles only, none of the text in it", async () => {
    const hostile = `https://relief.test/es/list?q=</svg><script>alert(1)</script><img src=x onerror=alert(2)>&x="'`;
    const svg = await qrSvg(hostile);
    const elements = [...svg.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]);
    expect(new Set(elements)).toEqual(new Set(["svg", "path"]));
    for (const piece of ["script", "alert", "onerror", "img", "relief.test", "</svg><"]) expect(svg).not.toContain(piece);
  });
});
