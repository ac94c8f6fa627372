/**
 * The site's own alerts are one word in each language, and not the word of the official
 * "evacuation warning" (issue 38: Farsi said هشدار for both, and اعلان in the mails; Vietnamese
 * cảnh báo for both, thông báo in the mails; Traditional Chinese 提醒, 通知 and 警報). The word is
 * locales/<lang>/facts.json `siteAlerts` (its forms), beside the official terms; every message
 * whose English speaks of the site's alerts ("Your alerts", "Stop these alerts", the mails and
 * notifications) must use it, as every message naming a safety term uses the official term
 * (glossaryProblems in ./checks.ts). "Official alerts" are the county's, not the site's.
 */

type Entry = { context: string; id: string; text: string };
type Facts = { safetyTerms: Record<string, string[]>; siteAlerts?: string[] };

/** Whether an English message speaks of the site's alerts (any "alert" but the county's official ones). */
export function isSiteAlertMessage(english: string): boolean {
  return /\balerts?\b/i.test(english.replace(/\bofficial alerts?\b/gi, ""));
}

export function siteAlertProblems(facts: Facts, english: readonly Entry[], theirs: readonly Entry[]): string[] {
  const forms = facts.siteAlerts ?? [];
  if (!forms.length) return ['facts.json: no word for the site\'s own alerts ("siteAlerts")'];
  const problems: string[] = [];
  const warning = (facts.safetyTerms["evacuation warning"] ?? []).map((f) => f.toLocaleLowerCase());
  for (const form of forms) {
    const lower = form.toLocaleLowerCase();
    if (warning.some((w) => w.includes(lower) || lower.includes(w))) problems.push(`facts.json: siteAlerts "${form}" is the word of the official evacuation warning (${warning.join(" / ")}): the site's alerts need their own`);
  }
  const translated = new Map<string, string[]>();
  for (const e of theirs) translated.set(`${e.context}\u0004${e.id}`, [...(translated.get(`${e.context}\u0004${e.id}`) ?? []), e.text]);
  for (const en of english) {
    const source = en.text || en.id;
    if (!isSiteAlertMessage(source)) continue;
    for (const text of translated.get(`${en.context}\u0004${en.id}`) ?? []) {
      const lower = text.toLocaleLowerCase();
      if (text && !forms.some((f) => lower.includes(f.toLocaleLowerCase()))) problems.push(`messages.po "${source.slice(0, 70)}": does not use the word for the site's alerts (${forms.join(" / ")})`);
    }
  }
  return problems;
}
