/** Prints the initial JS of pages per script (gzip): `tsx scripts/quality/measure-js.ts / /es /zh`. */
import { measureInitialJs } from "./initial-js";
import { startSite } from "./serve";

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
  const site = await startSite({ port: 3990, dataDir: "/tmp/measure-js-data" });
  try {
    for (const path of paths) {
      const js = await measureInitialJs(site.url, path);
      console.log(`${path}: ${js.totalGzipBytes} bytes gzip in ${js.scripts.length} scripts`);
      if (process.env.VERBOSE) for (const s of js.scripts) console.log(`  ${s.gzipBytes}\t${s.src}`);
    }
  } finally {
    site.stop();
  }
}
void main();
