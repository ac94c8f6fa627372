import { chromium } from "playwright-core";
async function main() {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const page = await browser.newPage({ viewport: { width: 718, height: 1000 } });
  await page.goto(`http://127.0.0.1:4201${process.argv[2]}`);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `/tmp/print/a4.png`, fullPage: true });
  console.log(await page.evaluate(() => document.documentElement.scrollHeight));
  await browser.close();
}
void main();
