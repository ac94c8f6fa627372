/**
 * The one normalization applied to a source text on every lookup and write (curated dictionary,
 * cache, service): Unicode NFC, whitespace collapsed, trimmed. The caller restores a node's own
 * leading and trailing whitespace around the translation.
 */
export function normalizeText(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Text with no letter in any script (numbers, punctuation, emoji) is never sent for translation. */
export function hasLetters(text: string): boolean {
  return /\p{L}/u.test(text);
}
