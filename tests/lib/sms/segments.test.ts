import { describe, expect, it } from "vitest";
import { countSegments, isGsm7 } from "@/lib/sms/segments";

describe("SMS segments, as carriers count them", () => {
  it("GSM-7: 160 in one segment, then 153 each", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", segments: 1, units: 160 });
    expect(countSegments("a".repeat(161)).segments).toBe(2);
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
    expect(countSegments("").segments).toBe(1);
  });

  it("the extension table's characters take two septets, and are never split across segments", () => {
    expect(countSegments("€".repeat(80))).toEqual({ encoding: "GSM-7", segments: 1, units: 160 });
    expect(countSegments("€".repeat(81)).segments).toBe(2);
    // 152 plain characters then "€": the escape and the character stay together in the second segment.
    expect(countSegments(`${"a".repeat(152)}€${"a".repeat(152)}`).segments).toBe(3);
    expect(countSegments("[]{}\\~^|").units).toBe(16);
  });

  it("has é ñ ü à but not á í ó ú, so accented Spanish is UCS-2", () => {
    expect(isGsm7("éèùìòÇÑñÜüàÄÖäö¿¡")).toBe(true);
    for (const c of "áíóúâçêõ·–’") expect(isGsm7(c), c).toBe(false);
    expect(countSegments("¿Está?").encoding).toBe("UCS-2");
  });

  it("UCS-2: 70 in one segment, then 67 each; a surrogate pair is never split", () => {
    expect(countSegments("가".repeat(70))).toEqual({ encoding: "UCS-2", segments: 1, units: 70 });
    expect(countSegments("가".repeat(71)).segments).toBe(2);
    expect(countSegments("가".repeat(134)).segments).toBe(2);
    expect(countSegments("가".repeat(135)).segments).toBe(3);
    // 66 units then an emoji (2 units): it does not fit the first segment's last unit.
    expect(countSegments(`${"가".repeat(66)}🔥${"가".repeat(66)}`).segments).toBe(3);
    expect(countSegments("🔥").units).toBe(2);
    // One character outside GSM-7 makes the whole text UCS-2.
    expect(countSegments(`${"a".repeat(100)}\u2066`).encoding).toBe("UCS-2");
  });
});
