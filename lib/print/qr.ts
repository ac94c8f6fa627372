import "server-only";
import QRCode from "qrcode";
import { QR_OPTIONS } from "./qr-options";

/**
 * A QR code of an address as an SVG document, made on the server (npm `qrcode`; nothing sent to
 * the browser but the drawing, about 3 KB; no network), drawn as QR_OPTIONS says. The SVG holds only the
 * library's rectangles, never the address as text, so it can be inlined as it is.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, QR_OPTIONS);
}
