/**
 * How the printable list's QR code is drawn (./qr.ts): black on white with a quiet zone, error
 * correction M, so it still scans from a creased or smudged print-out. Import-free, so a test can
 * draw the code a given address must give (e2e/servers/abuse-config.spec.ts).
 */
export const QR_OPTIONS = { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } } as const;
