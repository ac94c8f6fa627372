// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import manifest from "@/app/manifest";

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("the web app manifest", () => {
  it("opens the site standalone from the home screen (what iOS needs for web push)", () => {
    const m = manifest();
    expect(m).toMatchObject({ start_url: "/", scope: "/", display: "standalone", name: "LA Wildfire Relief", short_name: "LA Relief" });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("names icons that exist, at the sizes they say, with a maskable one", () => {
    const icons = manifest().icons ?? [];
    for (const icon of icons) {
      const file = `public${icon.src}`.replace("public/icon.svg", "app/icon.svg");
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === "image/png") expect(pngSize(file)).toBe(icon.sizes);
    }
    expect(icons.some((i) => i.purpose === "maskable")).toBe(true);
    expect(icons.some((i) => i.sizes === "192x192") && icons.some((i) => i.sizes === "512x512")).toBe(true);
  });

  it("the apple-touch-icon iOS uses on the Home Screen is a 180 px PNG", () => {
    expect(pngSize("app/apple-icon.png")).toBe("180x180");
  });
});
