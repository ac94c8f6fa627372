// `npm run reviewer -- <command>`: reviewer accounts from the command line, on the same database
// the site uses — how the first admin is made (docs/reviewers.md). Exit codes: 0 done, 1 refused or
// failed, 2 usage error. The password is read from REVIEWER_PASSWORD, else from the first line of
// standard input (`printf '%s\n' "$PASSWORD" | npm run reviewer -- add …`), never from an argument
// (arguments show in the process list and the shell's history).
//
// Run with `tsx --conditions react-server` (lib/data starts with `import "server-only"`).
import { loadEnvConfig } from "@next/env";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";

const USAGE = `Usage:
  npm run reviewer -- add --email ana@example.org --name "Ana Ruiz" [--role admin|reviewer]
  npm run reviewer -- list
  npm run reviewer -- disable --email ana@example.org     (signs the account out everywhere)
  npm run reviewer -- enable --email ana@example.org
  npm run reviewer -- password --email ana@example.org    (signs the account out everywhere)
  npm run reviewer -- sign-out --email ana@example.org    (every session of the account)
The password comes from REVIEWER_PASSWORD, else the first line of standard input.`;

async function readPassword(): Promise<string> {
  if (process.env.REVIEWER_PASSWORD) return process.env.REVIEWER_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write("Password (it shows as you type; set REVIEWER_PASSWORD to avoid that): ");
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function closeEmbeddedDb(): Promise<void> {
  const { openedEmbeddedDb } = await import("@/lib/data/embedded/pglite");
  const embedded = await openedEmbeddedDb()?.catch(() => null);
  await embedded?.close();
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  const { email, name, role } = parsed.values;
  const needsEmail = ["add", "disable", "enable", "password", "sign-out"].includes(command ?? "");
  if (!command || rest.length > 0 || !["add", "list", "disable", "enable", "password", "sign-out"].includes(command) || (needsEmail && !email)) {
    console.error(USAGE);
    return 2;
  }
  loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development", { info: () => {}, error: console.error });
  // Every setting checked before anything is opened, as a server start does (lib/site/server-start.ts).
  const { settingsAreValid } = await import("@/lib/settings/problems");
  if (!settingsAreValid({ production: process.env.NODE_ENV === "production", role: "command" }, "Nothing was done: ")) return 1;
  try {
    const { reviewerStore } = await import("@/lib/data");
    const store = await reviewerStore();
    if (command === "list") {
      // Every account, a page at a time (the same read as the reviewers' screen).
      const { MAX_PAGE_SIZE } = await import("@/lib/data/page-rows");
      for (let page = 1, listed = 0; ; page += 1) {
        const { rows, total } = await store.listReviewers({ page, size: MAX_PAGE_SIZE });
        for (const r of rows) console.log(`${r.email}\t${r.name}\t${r.role}${r.disabled ? "\tdisabled" : ""}`);
        listed += rows.length;
        if (listed >= total || rows.length === 0) return 0;
      }
    }
    if (command === "add") {
      const { addReviewerAccount } = await import("@/lib/reviewers/accounts");
      const result = await addReviewerAccount(store, { email, name, role, password: await readPassword() });
      if (!result.ok) {
        console.error(`Not added: ${result.error}`);
        return 1;
      }
      console.log(`Added ${email!.toLowerCase()} (${role ?? "reviewer"}).`);
      return 0;
    }
    const account = await store.credentials(email!);
    if (!account) {
      console.error(`No reviewer with the email address ${email}.`);
      return 1;
    }
    if (command === "disable" || command === "enable") {
      await store.setDisabled(account.id, command === "disable");
      console.log(command === "disable" ? `Disabled ${account.email}; every session of it has ended.` : `Enabled ${account.email}.`);
    } else if (command === "sign-out") {
      await store.endAllSessions(account.id);
      console.log(`Signed ${account.email} out everywhere.`);
    } else {
      const { hashPassword, passwordProblem } = await import("@/lib/reviewers/password");
      const password = await readPassword();
      const problem = passwordProblem(password);
      if (problem) {
        console.error(`Not changed: ${problem}`);
        return 1;
      }
      await store.setPassword(account.id, await hashPassword(password));
      console.log(`Changed the password of ${account.email}; every session of it has ended.`);
    }
    return 0;
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeEmbeddedDb().catch(() => {});
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
