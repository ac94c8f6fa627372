/** TwiML, as Twilio's Messaging webhook expects it (twilio.com/docs/messaging/twiml): one message, or none. */
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function twiml(message: string | null, note?: string): string {
  const comment = note ? `<!-- ${note.replace(/--/g, "- -")} -->` : "";
  if (message === null) return `<?xml version="1.0" encoding="UTF-8"?>${comment}<Response/>`;
  // Characters XML 1.0 cannot hold are dropped (a text never needs them).
  const body = message.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
  return `<?xml version="1.0" encoding="UTF-8"?>${comment}<Response><Message>${body}</Message></Response>`;
}
