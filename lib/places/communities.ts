import { normalizeSearch } from "./search-normalize";

/**
 * The communities' own names in a language: English name → the name the language's readers know it
 * by (locales/<lang>/communities.json: 帕萨迪纳, Глендейл, Los Ángeles), only where it has an
 * established one; any other community keeps its English name, as on the signs and in the
 * addresses people navigate by (docs/i18n.md, "Community names").
 */
export type CommunityNames = Readonly<Record<string, string>>;

/** A community's name in the page's language, or its English name. */
export function communityName(english: string, names: CommunityNames = {}): string {
  return names[english] ?? english;
}

/** The names in the language of the communities a text names ("Near Lake Ave, Pasadena" → 帕萨迪纳). */
export function communitiesIn(text: string, names: CommunityNames): string[] {
  const compared = ` ${normalizeSearch(text)} `;
  const found: string[] = [];
  for (const [english, local] of Object.entries(names)) if (compared.includes(` ${normalizeSearch(english)} `)) found.push(local);
  return found;
}
