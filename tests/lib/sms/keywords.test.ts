// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { MAX_PARSED_CHARS } from "@/lib/sms/keywords";
import { COMMAND_WORDS } from "@/lib/sms/words";
import { parse } from "@/lib/services/sms/inbound";

/** What a text asks for, with the search's own words in the 15 languages (locales/<lang>/search.json). */
describe("parsing a text", () => {
  it.each([
    ["SHELTER 91101", "en", "shelter", "91101 Pasadena"],
    ["refugio 91001", "es", "shelter", "91001 Altadena"],
    ["REFUGIO 91001", "es", "shelter", "91001 Altadena"],
    ["albergue pasadena", "es", "shelter", "Pasadena"],
    ["Farmácia Pasadena", "es", "pharmacy", "Pasadena"],
    ["farmacia 91101", "es", "pharmacy", "91101 Pasadena"],
    ["mascotas 91001", "es", "animals", "91001 Altadena"],
    ["避难所 91776", "zh", "shelter", "91776 San Gabriel"],
    ["帕萨迪纳避难所", "zh", "shelter", "Pasadena"],
    ["避難所 91101", "zh-Hant", "shelter", "91101 Pasadena"],
    ["대피소 90004", "ko", "shelter", "90004 Los Angeles"],
    ["대피소가 어디 있어요 91001", "ko", "shelter", "91001 Altadena"],
    ["food altadena", "en", "food", "Altadena"],
    ["91001 water", "en", "water", "91001 Altadena"],
    ["shelter in la canada flintridge please", "en", "shelter", "La Canada Flintridge"],
    ["nơi tạm trú 91001", "vi", "shelter", "91001 Altadena"],
    ["NUOC 91001", "vi", "water", "91001 Altadena"],
    ["ապաստարան Glendale", "hy", "shelter", "Glendale"],
    ["سرپناه 91001", "fa", "shelter", "91001 Altadena"],
    ["مأوى 91001", "ar", "shelter", "91001 Altadena"],
    ["приют 91001", "ru", "shelter", "91001 Altadena"],
    ["シェルター 91101", "ja", "shelter", "91101 Pasadena"],
    ["ទីជម្រក 91001", "km", "shelter", "91001 Altadena"],
    ["ที่พักพิง 91001", "th", "shelter", "91001 Altadena"],
    ["आश्रय 91001", "hi", "shelter", "91001 Altadena"],
    ["silungan 91001", "tl", "shelter", "91001 Altadena"],
    ["charging 91001-1234", "en", "charging", "91001 Altadena"],
    ["showers 91001", "en", "hygiene", "91001 Altadena"],
  ])("%s → %s, %s near %s", (body, language, need, label) => {
    expect(parse(body)).toMatchObject({ kind: "lookup", language, need: { id: need }, where: { label } });
  });

  it("a need without a place asks where; a ZIP code outside the county says so; anything else is the menu", () => {
    expect(parse("comida")).toMatchObject({ kind: "need-only", language: "es", need: { id: "food" } });
    expect(parse("water 10001")).toMatchObject({ kind: "unknown-place", zip: "10001" });
    expect(parse("hello?")).toMatchObject({ kind: "menu", language: "en" });
    expect(parse("91001")).toMatchObject({ kind: "menu" });
    expect(parse("안녕하세요")).toMatchObject({ kind: "menu", language: "ko" });
    expect(parse("Здравствуйте")).toMatchObject({ kind: "menu", language: "ru" });
    expect(parse("سلام")).toMatchObject({ kind: "menu", language: "ar" });
    expect(parse("سلام، کمک می‌خواهم")).toMatchObject({ language: "fa" });
    expect(parse("x".repeat(MAX_PARSED_CHARS + 1))).toMatchObject({ kind: "menu" });
  });

  it("hears every opt-out word carriers and the FCC's rule name, in any case, and each language's", () => {
    for (const word of ["STOP", "stop", "Stop", "STOPALL", "STOP ALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT", "OPT OUT", "Stop please", "stop texting me"]) {
      expect(parse(word), word).toMatchObject({ kind: "stop" });
    }
    for (const word of ["ALTO", "NO MÁS", "no mas", "No Mas", "停止", "退订", "退訂", "중지", "수신거부", "DỪNG", "dung", "توقف", "لغو", "СТОП", "կանգ", "tigil", "หยุด", "ឈប់", "रोकें", "配信停止"]) {
      expect(parse(word), word).toMatchObject({ kind: "stop" });
    }
    // In its own language.
    expect(parse("no más")).toMatchObject({ language: "es" });
    expect(parse("중지")).toMatchObject({ language: "ko" });
  });

  it("hears HELP, INFO, START, YES and ALERTS <where>", () => {
    expect(parse("HELP")).toMatchObject({ kind: "help", language: "en" });
    expect(parse("info")).toMatchObject({ kind: "help", language: "en" });
    expect(parse("ayuda")).toMatchObject({ kind: "help", language: "es" });
    expect(parse("도움말")).toMatchObject({ kind: "help", language: "ko" });
    expect(parse("START")).toMatchObject({ kind: "start" });
    expect(parse("yes")).toMatchObject({ kind: "yes", language: "en" });
    expect(parse("SÍ")).toMatchObject({ kind: "yes", language: "es" });
    expect(parse("ALERTS 91101")).toMatchObject({ kind: "alerts", zip: "91101", where: { label: "91101 Pasadena" } });
    expect(parse("alertas altadena")).toMatchObject({ kind: "alerts", language: "es", where: { label: "Altadena" } });
  });

  it("every command word is findable as written (no word folds to nothing)", () => {
    for (const language of LANGUAGE_CODES) {
      for (const [kind, words] of Object.entries(COMMAND_WORDS[language])) {
        for (const word of words) {
          if (word === "?") continue;
          const intent = parse(word);
          // A word shared with a need word or another command kind is allowed only for stop (which wins) — the rest must be heard as written.
          if (kind === "alerts") expect(intent.kind, `${language} ${word}`).toBe("alerts");
          else if (kind !== "stop") expect(["stop", kind], `${language} ${word}: ${intent.kind}`).toContain(intent.kind);
          else expect(intent.kind, `${language} ${word}`).toBe("stop");
        }
      }
    }
  });
});
