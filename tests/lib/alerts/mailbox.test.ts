import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mailboxOf } from "@/lib/alerts/mailbox";

describe("mailboxOf: one inbox, however its address is spelled", () => {
  it.each<[string, string, string]>([
    ["case, anywhere", "VICTIM@Example.ORG", "victim@example.org"],
    ["spaces around", "  victim@example.org ", "victim@example.org"],
    ["a +tag at any domain", "victim+42@example.org", "victim@example.org"],
    ["an empty +tag", "victim+@example.org", "victim@example.org"],
    ["several +", "victim+a+b@example.org", "victim@example.org"],
    ["Gmail ignores dots", "v.ic.tim@gmail.com", "victim@gmail.com"],
    ["googlemail.com is gmail.com", "Vic.Tim+x@GoogleMail.com", "victim@gmail.com"],
    ["Fastmail's subdomain addressing", "anything@victim.fastmail.com", "victim@fastmail.com"],
    ["… on fastmail.fm too", "shop+x@victim.fastmail.fm", "victim@fastmail.fm"],
    ["Fastmail's own names keep their dots", "v.ictim@fastmail.com", "v.ictim@fastmail.com"],
  ])("%s: %s → %s", (_, email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailboxOf(mailbox));
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it.each<[string, string, string]>([
    ["dots matter outside Gmail", "v.ictim@example.org", "victim@example.org"],
    ["dots matter at Outlook.com", "v.ictim@outlook.com", "victim@outlook.com"],
    ["another domain", "victim@example.org", "victim@example.net"],
    ["another name", "victim1@gmail.com", "victim@gmail.com"],
    ["a hyphen is part of the name", "vic-tim@example.org", "vic@example.org"],
    ["a deeper subdomain is not Fastmail's addressing", "a@b.victim.fastmail.com", "victim@fastmail.com"],
    ["a look-alike domain", "a@victim.notfastmail.com", "victim@fastmail.com"],
  ])("%s: %s and %s stay apart", (_, one, other) => {
    expect(mailboxOf(one)).not.toBe(mailboxOf(other));
  });

  it("the replayed mail bomb's 90 spellings are one mailbox", () => {
    const spellings = Array.from({ length: 90 }, (_, n) => [`victim+${n}@gmail.com`, `VICTIM@gmail.com`, `v.ictim@googlemail.com`][n % 3]!);
    expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(["victim@gmail.com"]));
  });

  it("is idempotent and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        const once = mailboxOf(email);
        expect(mailboxOf(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});
