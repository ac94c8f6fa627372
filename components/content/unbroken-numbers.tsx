import { splitNumbers } from "@/lib/i18n/bidi";

/** Text whose phone numbers (2-1-1, (626) 555-0102) and other numbers with separators never break across lines. */
export function UnbrokenNumbers({ text }: { text: string }) {
  const parts = splitNumbers(text);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
