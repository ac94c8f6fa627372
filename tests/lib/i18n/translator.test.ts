import { describe, expect, it } from "vitest";
import { translateIn } from "@/lib/i18n/catalog";

describe("interface messages (Lingui, ICU)", () => {
  it("fill their arguments in every language", () => {
    expect(translateIn("en")("Call {phone}", { phone: "(626) 555-0101" })).toBe("Call (626) 555-0101");
    expect(translateIn("ko")("Call {phone}", { phone: "(626) 555-0101" })).toContain("(626) 555-0101");
  });

  it("follow each language's plural rules (never 'en 1 minutos')", () => {
    const es = translateIn("es");
    expect(es("{count} places", { count: 1 })).toBe("1 lugar");
    expect(es("{count} places", { count: 3 })).toBe("3 lugares");
    const minutes = "You have sent several forms in a short time. Please try again in {minutes} minutes.";
    expect(es(minutes, { minutes: 1 })).toMatch(/en 1 minuto\.$/);
    expect(es(minutes, { minutes: 5 })).toMatch(/en 5 minutos\.$/);
    expect(translateIn("en")(minutes, { minutes: 1 })).toMatch(/in 1 minute\.$/);
    expect(translateIn("en")("{count} places", { count: 1 })).toBe("1 place");
    // Chinese and Korean count without plural forms.
    expect(translateIn("zh")("{count} places", { count: 1 })).toBe("1 个地点");
    expect(translateIn("ko")("{count} places", { count: 2 })).toBe("장소 2곳");
  });

  it("say 'today' for zero days, in each language", () => {
    const id = "Verified {days} days ago";
    expect(translateIn("en")(id, { days: 0 })).toBe("Verified today");
    expect(translateIn("en")(id, { days: 1 })).toBe("Verified 1 day ago");
    expect(translateIn("es")(id, { days: 0 })).toBe("Verificado hoy");
    expect(translateIn("es")(id, { days: 3 })).toBe("Verificado hace 3 días");
    expect(translateIn("zh")(id, { days: 0 })).toBe("今天已核实");
    expect(translateIn("ko")(id, { days: 4 })).toBe("4일 전 확인됨");
  });

  it("give a word with two meanings its context", () => {
    expect(translateIn("en")("Open (status)")).toBe("Open");
    expect(translateIn("es")("Open (status)")).toBe("Abierto");
  });
});
