import { escapeHtml, type Dir, type Piece } from "./message-format";

/**
 * An alert mail's layout: blocks of text, written as plain text and as simple HTML with inline
 * styles (mail programs drop style sheets), no images, no scripts, no web fonts. A mail is read
 * on a phone, often in a hurry: one column, large type, the heading first.
 */

export type Block = Piece;

/** How urgent the heading looks: red (leave or stay inside), amber (be ready), neutral. */
export type Tone = "danger" | "warning" | "neutral";

const TONE_COLOR: Record<Tone, string> = { danger: "#b91c1c", warning: "#b45309", neutral: "#404040" };

// Mail programs ignore logical properties (border-inline-start): the side is chosen by direction.
const startSide = (dir: Dir) => (dir === "rtl" ? "right" : "left");

export function heading(piece: Piece, tone: Tone, dir: Dir): Block {
  const style = `margin:0 0 16px;padding-${startSide(dir)}:12px;border-${startSide(dir)}:6px solid ${TONE_COLOR[tone]};color:${TONE_COLOR[tone]};font-size:22px;line-height:1.3`;
  return { text: piece.text, html: `<h1 style="${style}">${piece.html}</h1>` };
}

export function paragraph(piece: Piece, { strong = false } = {}): Block {
  const style = `margin:0 0 12px;${strong ? "font-weight:bold;" : ""}`;
  return { text: piece.text, html: `<p style="${style}">${piece.html}</p>` };
}

/** Entries of a list, each a few lines (a place: its name, then its status and distance). */
export function list(items: Piece[][], dir: Dir): Block {
  // A line may be for one format only (a link's address is its own line in the text alone).
  const html = items.map((lines) => `<li style="margin:0 0 10px">${lines.flatMap((l) => (l.html ? [l.html] : [])).join("<br>")}</li>`).join("");
  const text = items
    .map((lines) =>
      lines
        .flatMap((l) => (l.text ? [l.text] : []))
        .map((l, i) => `${i === 0 ? "• " : "  "}${l}`)
        .join("\n"),
    )
    .join("\n\n");
  return { text, html: `<ul style="margin:0 0 12px;padding-${startSide(dir)}:20px">${html}</ul>` };
}

/** The same alert in another language (English below a translation not yet reviewed). */
export function section(blocks: Block[], { lang, dir }: { lang: string; dir: Dir }): Block {
  return {
    text: `----\n\n${blocks.map((b) => b.text).join("\n\n")}`,
    html: `<div lang="${escapeHtml(lang)}" dir="${dir}" style="margin:20px 0 0;padding:16px 0 0;border-top:1px solid #d4d4d4">${blocks.map((b) => b.html).join("")}</div>`,
  };
}

/** Why the mail came and how to stop it: small, after a rule, at the end of every mail. */
export function footer(pieces: Piece[]): Block {
  const html = pieces.map((p) => `<p style="margin:0 0 8px">${p.html}</p>`).join("");
  return {
    text: `--\n${pieces.map((p) => p.text).join("\n")}`,
    html: `<div style="margin:24px 0 0;padding:12px 0 0;border-top:1px solid #d4d4d4;color:#525252;font-size:14px">${html}</div>`,
  };
}

export function mailText(blocks: Block[]): string {
  return `${blocks.map((b) => b.text).join("\n\n")}\n`;
}

export function mailHtml(blocks: Block[], { lang, dir, title }: { lang: string; dir: Dir; title: string }): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(lang)}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:16px;background:#ffffff;color:#171717;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:17px;line-height:1.5">`,
    `<div style="max-width:600px;margin:0 auto">${blocks.map((b) => b.html).join("")}</div>`,
    "</body></html>",
    "",
  ].join("\n");
}
