// Renders the site's icon (app/icon.svg) as the PNG files a home-screen app needs: the web app
// manifest's 192 and 512 px icons and a maskable one (app/manifest.ts), and the apple-touch-icon
// iOS uses when the site is added to the Home Screen (app/apple-icon.png, linked by Next). Run by
// hand after changing the icon: `node scripts/make-icons.mjs`. The PNGs are committed.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync("app/icon.svg", "utf8");
// The drawing inside the icon's rounded square: the house and the flame.
const glyph = svg.replace(/^.*?<rect[^>]*\/>/s, "").replace(/<\/svg>\s*$/, "");
/** A square without rounded corners (the platform rounds or masks it), the drawing scaled about its centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0a0a0a"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${glyph}</g></svg>`;

const outputs = [
  { file: "public/icons/icon-192.png", size: 192, svg },
  { file: "public/icons/icon-512.png", size: 512, svg },
  // A maskable icon's safe zone is the centred circle of 80% of its width: the drawing (20 of 32
  // units across) scaled by 0.8 fits it whole.
  { file: "public/icons/icon-maskable-512.png", size: 512, svg: fullBleed(0.8) },
  { file: "app/apple-icon.png", size: 180, svg: fullBleed(1) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg: source } of outputs) {
    const src = `data:image/svg+xml;base64,${Buffer.from(source).toString("base64")}`;
    await page.setContent(`<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`);
    await page.locator("img").evaluate((img) => img.decode());
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(file);
  }
} finally {
  await browser.close();
}
