/**
 * The mailbox an e-mail address delivers to, as the confirmation limit counts it
 * (lib/services/alerts/follow.ts): one person's many spellings of their address are one mailbox,
 * so nobody can send them more confirmation mails by spelling it another way. Only for counting:
 * mail still goes to the address as it was typed (a `+tag` is how its owner files it).
 *
 * Only equivalences a provider documents, plus the two every large one shares. Counting two
 * addresses as one mailbox when they are not costs little (they share 3 confirmations a day);
 * counting one mailbox as many is the mail bomb this prevents.
 * - Case: ignored in the whole address. RFC 5321 lets a server tell `Ana@` from `ana@`; no public
 *   provider does.
 * - Sub-addressing (RFC 5233): `name+anything@` is delivered to `name@` by Gmail, Outlook.com,
 *   Proton Mail and Fastmail (each documents it), and `+` is the separator mail servers are
 *   configured with by convention (Postfix's `recipient_delimiter`), so the `+` part is dropped at
 *   every domain.
 * - Gmail: dots in the name do not matter and googlemail.com is gmail.com (Google's help, "Dots
 *   don't matter in Gmail addresses").
 * - Fastmail's subdomain addressing: `anything@name.fastmail.com` is delivered to
 *   `name@fastmail.com` (fastmail.help, "Plus addressing and subdomain addressing"); the same for
 *   fastmail.fm.
 * Not here, because no rule reaches them: Yahoo's disposable `base-keyword@` addresses exist only
 * once their owner made each one; a domain that accepts every name (a catch-all) is bounded by the
 * per-client limit only (docs/security.md, "Who counts as one client").
 */

/** Domains whose addresses are another domain's: googlemail.com was Gmail's name in Germany and the UK. */
const SAME_DOMAIN: Record<string, string> = { "googlemail.com": "gmail.com" };

/** Domains where dots in the name are ignored. */
const DOTS_IGNORED = new Set(["gmail.com"]);

/** Domains whose subdomains are names: `x@name.fastmail.com` is `name@fastmail.com`. */
const SUBDOMAIN_ADDRESSING = ["fastmail.com", "fastmail.fm"];

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  domain = SAME_DOMAIN[domain] ?? domain;
  const parent = SUBDOMAIN_ADDRESSING.find((d) => domain.endsWith(`.${d}`) && !domain.slice(0, -d.length - 1).includes("."));
  if (parent) {
    name = domain.slice(0, -parent.length - 1);
    domain = parent;
  }
  name = name.split("+", 1)[0]!;
  if (DOTS_IGNORED.has(domain)) name = name.replaceAll(".", "");
  return `${name}@${domain}`;
}
