/** `npm run i18n:check -- <lang> [<lang>…]`: what is missing or wrong in a language's files (locales/<lang>/). */
import { localeProblems } from "./checks";
import { msgfmtProblems } from "./msgfmt";

let failed = false;
for (const lang of process.argv.slice(2)) {
  // gettext's own check first (a msgid defined twice, which Lingui's parser silently accepts).
  const problems = [...msgfmtProblems(`locales/${lang}/messages.po`), ...msgfmtProblems(`locales/${lang}/pages.po`), ...localeProblems(lang)];
  console.log(problems.length ? `${lang}: ${problems.length} problems\n${problems.map((p) => `  - ${p}`).join("\n")}` : `${lang}: OK`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
