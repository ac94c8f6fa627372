import { measureInitialJs } from "./quality/initial-js";
async function main() {
  const js = await measureInitialJs("http://127.0.0.1:4202", "/donate");
  for (const s of js.scripts) console.log(s.gzipBytes, s.src);
}
void main();
