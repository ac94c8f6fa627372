import "server-only";
import QRCode from "qrcode";

/**
 * A QR code of an address as an SVG document, made on the server (npm `qrcode`; nothing sent to
 * the browser but the drawing, about 3 KB; no network). Black on white with a quiet zone, error
 * correction M: it still scans from a creased or smudged print-out. The SVG holds only the
 * library's rectangles, never the address as text, so it can be inlined as it is.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
}
