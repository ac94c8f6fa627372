import { describe, expect, it } from "vitest";
import { i18nIn } from "@/lib/i18n/catalog";

describe("interface messages (Lingui, ICU)", () => {
  it("fill their arguments in every language", () => {
    expect(i18nIn("en")._("Call {phone}", { phone: "(626) 555-0101" })).toBe("Call (626) 555-0101");
    expect(i18nIn("ko")._("Call {phone}", { phone: "(626) 555-0101" })).toContain("(626) 555-0101");
  });

  it("follow each language's plural rules (never 'en 1 minutos')", () => {
    const es = i18nIn("es");
    expect(es._("{count} places", { count: 1 })).toBe("1 lugar");
    expect(es._("{count} places", { count: 3 })).toBe("3 lugares");
    const minutes = "You have sent several forms in a short time. Please try again in {minutes} minutes.";
    expect(es._(minutes, { minutes: 1 })).toMatch(/en 1 minuto\.$/);
    expect(es._(minutes, { minutes: 5 })).toMatch(/en 5 minutos\.$/);
    expect(i18nIn("en")._(minutes, { minutes: 1 })).toMatch(/in 1 minute\.$/);
    expect(i18nIn("en")._("{count} places", { count: 1 })).toBe("1 place");
    // Chinese and Korean count without plural forms.
    expect(i18nIn("zh")._("{count} places", { count: 1 })).toBe("1 个地点");
    expect(i18nIn("ko")._("{count} places", { count: 2 })).toBe("장소 2곳");
  });

  it("say 'today' for zero days, in each language", () => {
    const id = "Verified {days} days ago";
    expect(i18nIn("en")._(id, { days: 0 })).toBe("Verified today");
    expect(i18nIn("en")._(id, { days: 1 })).toBe("Verified 1 day ago");
    expect(i18nIn("es")._(id, { days: 0 })).toBe("Verificado hoy");
    expect(i18nIn("es")._(id, { days: 3 })).toBe("Verificado hace 3 días");
    expect(i18nIn("zh")._(id, { days: 0 })).toBe("今天已核实");
    expect(i18nIn("ko")._(id, { days: 4 })).toBe("4일 전 확인됨");
  });

  it("give a word with two meanings its context", () => {
    expect(i18nIn("en")._("Open (status)")).toBe("Open");
    expect(i18nIn("es")._("Open (status)")).toBe("Abierto");
  });
});
