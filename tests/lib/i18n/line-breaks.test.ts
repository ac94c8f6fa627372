import { describe, expect, it } from "vitest";
import { contentOf } from "@/lib/content/build";
import { keepWordsWhole, unbroken } from "@/lib/i18n/line-breaks";

const WJ = "\u2060";

describe("words kept on one line", () => {
  it("joins a word's grapheme clusters, never a vowel or tone mark apart from its consonant", () => {
    // เจ้า: the consonant จ carries the vowel ้ and the tone mark, one cluster.
    expect(unbroken("เจ้าหน้าที่", "th")).toBe(["เ", "จ้", "า", "ห", "น้", "า", "ที่"].join(WJ));
    expect(unbroken("ខោនធី", "km")).toBe(["ខោ", "ន", "ធី"].join(WJ));
    expect(unbroken("เจ้าหน้าที่", "th").replaceAll(WJ, "")).toBe("เจ้าหน้าที่");
  });

  it("marks every occurrence, the longest words first, and leaves the rest of the text as it is", () => {
    const text = "หากเจ้าหน้าที่บอกให้คุณอพยพ ในเทศมณฑลลอสแอนเจลิส โทร 2-1-1 เจ้าหน้าที่";
    const marked = keepWordsWhole(text, ["เจ้าหน้าที่", "ลอสแอนเจลิส", "ลอส"], "th");
    expect(marked.replaceAll(WJ, "")).toBe(text);
    expect(marked.split(unbroken("เจ้าหน้าที่", "th"))).toHaveLength(3);
    expect(marked).toContain(`ในเทศมณฑล${unbroken("ลอสแอนเจลิส", "th")} โทร 2-1-1`);
    expect(keepWordsWhole("Call 911.", ["ลอส"], "th")).toBe("Call 911.");
  });

  it("is how the Thai and Khmer safety notices are built; other languages are untouched", () => {
    expect(contentOf("th").notice.body.join("")).toContain(unbroken("เจ้าหน้าที่", "th"));
    expect(contentOf("th").notice.links.flat().join("")).toContain(unbroken("ลอสแอนเจลิส", "th"));
    expect(contentOf("km").notice.links.flat().join("")).toContain(unbroken("ខោនធី", "km"));
    for (const language of ["es", "fa", "zh"] as const) expect(JSON.stringify(contentOf(language))).not.toContain(WJ);
  });
});
