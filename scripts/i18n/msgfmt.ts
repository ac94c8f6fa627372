import { execFileSync, spawnSync } from "node:child_process";

/**
 * GNU gettext's own check of a PO file (`msgfmt --check`): what Poedit, Weblate and every gettext
 * tool refuse — a msgid defined twice, a broken header, a bad escape. Lingui's parser accepts such
 * a file and silently keeps the last definition, so only msgfmt sees it. Needs Debian's `gettext`
 * (`.ci/run` installs it); without it this throws, so a check never passes by not running.
 */
export const MSGFMT = process.env.MSGFMT ?? "msgfmt";

/** Throws, saying how to install it, when msgfmt is not on this machine. */
export function assertMsgfmt(): void {
  const probe = spawnSync(MSGFMT, ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(`${MSGFMT} (GNU gettext) is not installed: the PO files cannot be checked. Install it: apt-get install gettext (Debian/Ubuntu), brew install gettext (macOS).`);
  }
}

/** What msgfmt finds wrong with one PO file, line by line (none: []). */
export function msgfmtProblems(path: string): string[] {
  assertMsgfmt();
  try {
    execFileSync(MSGFMT, ["--check", "--output-file=/dev/null", path], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? error);
    return stderr.split("\n").map((l) => l.trim()).filter((l) => l && !/^msgfmt: found \d+ fatal error/.test(l));
  }
}
