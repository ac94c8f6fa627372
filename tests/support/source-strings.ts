import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SCANNED = ["app", "components", "lib"];
// t("…") and msg("…") with a literal English string (escapes allowed).
const CALL = /\b(?:t|msg)\(\s*"((?:[^"\\]|\\.)*)"/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every English string the code passes to t() or msg() as a literal, with where it is. */
export function sourceStrings(): { text: string; file: string }[] {
  return SCANNED.flatMap((dir) => files(path.join(ROOT, dir))).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(CALL)].map((m) => ({
      text: JSON.parse(`"${m[1]}"`) as string,
      file: path.relative(ROOT, file),
    })),
  );
}
