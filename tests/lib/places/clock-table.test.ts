import { describe, expect, it } from "vitest";
import { clockTime, formatTime } from "@/lib/places/clock";
import { languageFacts } from "@/lib/i18n/catalog";
import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";

/**
 * Every hour of the day in every language, as the site writes it (opening hours: formatTime; a
 * moment, with minutes: clockTime exact, as in "updated 5:26 PM"), against a table written from
 * CLDR: its preferred hour cycle for the language's region (timeData), and for a 12-hour clock the
 * day periods its readers use (dayPeriodRules and dayPeriods format/abbreviated) where AM/PM is not
 * how the language writes a time. Table-driven on purpose: Node's ICU and the browser's differ
 * (Node's \`dayPeriod\` gives English "1 in the morning"; Chromium has no Khmer or Armenian data), and the
 * server and the browser must write the same string (a mismatch breaks hydration).
 * Index = hour 0–23 on the hour; 0 and 12 are midnight and noon where the language has a word.
 */
const CLDR: Record<Language, { hours: string[]; at0059: string; noonExact: string; midnightExact: string }> = {
  // en-US: CLDR timeData US prefers h (12-hour, "h a"): AM/PM; noon and midnight as words in opening hours.
  "en": { hours: ["midnight", "1 AM", "2 AM", "3 AM", "4 AM", "5 AM", "6 AM", "7 AM", "8 AM", "9 AM", "10 AM", "11 AM", "noon", "1 PM", "2 PM", "3 PM", "4 PM", "5 PM", "6 PM", "7 PM", "8 PM", "9 PM", "10 PM", "11 PM"], at0059: "12:59 AM", noonExact: "12:00 PM", midnightExact: "12:00 AM" },
  // es-US: h, "a. m."/"p. m." (CLDR es-US short time "h:mm a"); reviewed by a native speaker.
  "es": { hours: ["medianoche", "1 a. m.", "2 a. m.", "3 a. m.", "4 a. m.", "5 a. m.", "6 a. m.", "7 a. m.", "8 a. m.", "9 a. m.", "10 a. m.", "11 a. m.", "mediodía", "1 p. m.", "2 p. m.", "3 p. m.", "4 p. m.", "5 p. m.", "6 p. m.", "7 p. m.", "8 p. m.", "9 p. m.", "10 p. m.", "11 p. m."], at0059: "12:59 a. m.", noonExact: "12:00 p. m.", midnightExact: "12:00 a. m." },
  // zh (CN): CLDR prefers H (24-hour, "HH:mm"; the site writes the hour without its leading zero, as Chinese signs do).
  "zh": { hours: ["0:00", "1:00", "2:00", "3:00", "4:00", "5:00", "6:00", "7:00", "8:00", "9:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00", "22:00", "23:00"], at0059: "0:59", noonExact: "12:00", midnightExact: "0:00" },
  // zh-Hant (TW): CLDR prefers h with flexible day periods ("Bh:mm"): dayPeriodRules for zh give 凌晨 0–5, 清晨 5–8, 上午 8–12, 中午 12–13, 下午 13–19, 晚上 19–24 (format abbreviated). 22:00 was 下午 10 點.
  "zh-Hant": { hours: ["午夜 12 點", "凌晨 1 點", "凌晨 2 點", "凌晨 3 點", "凌晨 4 點", "清晨 5 點", "清晨 6 點", "清晨 7 點", "上午 8 點", "上午 9 點", "上午 10 點", "上午 11 點", "中午 12 點", "下午 1 點", "下午 2 點", "下午 3 點", "下午 4 點", "下午 5 點", "下午 6 點", "晚上 7 點", "晚上 8 點", "晚上 9 點", "晚上 10 點", "晚上 11 點"], at0059: "凌晨 12:59", noonExact: "中午 12:00", midnightExact: "凌晨 12:00" },
  // ko (KR): CLDR short time "a h:mm": 오전/오후; reviewed by a native speaker.
  "ko": { hours: ["자정", "오전 1시", "오전 2시", "오전 3시", "오전 4시", "오전 5시", "오전 6시", "오전 7시", "오전 8시", "오전 9시", "오전 10시", "오전 11시", "정오", "오후 1시", "오후 2시", "오후 3시", "오후 4시", "오후 5시", "오후 6시", "오후 7시", "오후 8시", "오후 9시", "오후 10시", "오후 11시"], at0059: "오전 12시 59분", noonExact: "오후 12시", midnightExact: "오전 12시" },
  // hy (AM): CLDR prefers H (24-hour).
  "hy": { hours: ["կեսգիշեր", "1:00", "2:00", "3:00", "4:00", "5:00", "6:00", "7:00", "8:00", "9:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00", "22:00", "23:00"], at0059: "0:59", noonExact: "12:00", midnightExact: "0:00" },
  // fil (PH): CLDR prefers h with a (AM/PM), as Filipino signs write it.
  "tl": { hours: ["hatinggabi", "1 AM", "2 AM", "3 AM", "4 AM", "5 AM", "6 AM", "7 AM", "8 AM", "9 AM", "10 AM", "11 AM", "tanghali", "1 PM", "2 PM", "3 PM", "4 PM", "5 PM", "6 PM", "7 PM", "8 PM", "9 PM", "10 PM", "11 PM"], at0059: "12:59 AM", noonExact: "12:00 PM", midnightExact: "12:00 AM" },
  // vi (VN): CLDR prefers H (timeData VN: preferred H; vi short time "HH:mm"): 24-hour, two-digit hour. It replaces a 12-hour clock with two periods that wrote 22:00 as "10 giờ chiều" (afternoon) and 00:59 as "12:59 sáng"; vi's day periods (tối, đêm) would need a native speaker's choice of words, the 24-hour clock does not. Midnight stays a word in opening hours ("đóng cửa lúc nửa đêm").
  "vi": { hours: ["nửa đêm", "01:00", "02:00", "03:00", "04:00", "05:00", "06:00", "07:00", "08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00", "22:00", "23:00"], at0059: "00:59", noonExact: "12:00", midnightExact: "00:00" },
  // fa (IR): CLDR prefers H (fa short time "H:mm"): 24-hour. It replaces "10 بعدازظهر" for 22:00 and "12:59 صبح" for 00:59, and "ساعت ظهر"/"ساعت نیمه‌شب" (the sentence has ساعت before the time): noon and midnight are 12:00 and 0:00.
  "fa": { hours: ["0:00", "1:00", "2:00", "3:00", "4:00", "5:00", "6:00", "7:00", "8:00", "9:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00", "22:00", "23:00"], at0059: "0:59", noonExact: "12:00", midnightExact: "0:00" },
  // ru (RU): CLDR prefers H.
  "ru": { hours: ["0:00", "1:00", "2:00", "3:00", "4:00", "5:00", "6:00", "7:00", "8:00", "9:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00", "22:00", "23:00"], at0059: "0:59", noonExact: "12:00", midnightExact: "0:00" },
  // ja (JP): CLDR prefers H.
  "ja": { hours: ["0:00", "1:00", "2:00", "3:00", "4:00", "5:00", "6:00", "7:00", "8:00", "9:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00", "22:00", "23:00"], at0059: "0:59", noonExact: "12:00", midnightExact: "0:00" },
  // km (KH): CLDR prefers h; its wide AM/PM (ព្រឹក/ល្ងាច) made every afternoon hour "evening" (1 PM ម៉ោង 1 ល្ងាច). Flexible day periods (km dayPeriodRules: morning1 0–12, afternoon1 12–18, evening1 18–21, night1 21–24; the words without នៅពេល "at the time of"): ព្រឹក, រសៀល, ល្ងាច, យប់.
  "km": { hours: ["អធ្រាត្រ", "ម៉ោង 1 ព្រឹក", "ម៉ោង 2 ព្រឹក", "ម៉ោង 3 ព្រឹក", "ម៉ោង 4 ព្រឹក", "ម៉ោង 5 ព្រឹក", "ម៉ោង 6 ព្រឹក", "ម៉ោង 7 ព្រឹក", "ម៉ោង 8 ព្រឹក", "ម៉ោង 9 ព្រឹក", "ម៉ោង 10 ព្រឹក", "ម៉ោង 11 ព្រឹក", "ថ្ងៃត្រង់", "ម៉ោង 1 រសៀល", "ម៉ោង 2 រសៀល", "ម៉ោង 3 រសៀល", "ម៉ោង 4 រសៀល", "ម៉ោង 5 រសៀល", "ម៉ោង 6 ល្ងាច", "ម៉ោង 7 ល្ងាច", "ម៉ោង 8 ល្ងាច", "ម៉ោង 9 យប់", "ម៉ោង 10 យប់", "ម៉ោង 11 យប់"], at0059: "ម៉ោង 12:59 ព្រឹក", noonExact: "ម៉ោង 12:00 រសៀល", midnightExact: "ម៉ោង 12:00 ព្រឹក" },
  // ar: CLDR short time "h:mm a", ص/م.
  "ar": { hours: ["منتصف الليل", "1 ص", "2 ص", "3 ص", "4 ص", "5 ص", "6 ص", "7 ص", "8 ص", "9 ص", "10 ص", "11 ص", "الظهر", "1 م", "2 م", "3 م", "4 م", "5 م", "6 م", "7 م", "8 م", "9 م", "10 م", "11 م"], at0059: "12:59 ص", noonExact: "12:00 م", midnightExact: "12:00 ص" },
  // th (TH): CLDR prefers H; "น." after the time, as Thai writes it.
  "th": { hours: ["เที่ยงคืน", "1:00 น.", "2:00 น.", "3:00 น.", "4:00 น.", "5:00 น.", "6:00 น.", "7:00 น.", "8:00 น.", "9:00 น.", "10:00 น.", "11:00 น.", "เที่ยงวัน", "13:00 น.", "14:00 น.", "15:00 น.", "16:00 น.", "17:00 น.", "18:00 น.", "19:00 น.", "20:00 น.", "21:00 น.", "22:00 น.", "23:00 น."], at0059: "0:59 น.", noonExact: "12:00 น.", midnightExact: "0:00 น." },
  // hi (IN): CLDR allows h with flexible day periods (hB, "B h:mm"): hi dayPeriodRules give रात 20–4, सुबह 4–12, दोपहर 12–16, शाम 16–20; "बजे" after the hour as Hindi says it. Noon and midnight as दोपहर 12 बजे / रात 12 बजे, and the sentences take the time without पर ("रात 10 बजे बंद होगा"; "आधी रात पर" was ungrammatical).
  "hi": { hours: ["रात 12 बजे", "रात 1 बजे", "रात 2 बजे", "रात 3 बजे", "सुबह 4 बजे", "सुबह 5 बजे", "सुबह 6 बजे", "सुबह 7 बजे", "सुबह 8 बजे", "सुबह 9 बजे", "सुबह 10 बजे", "सुबह 11 बजे", "दोपहर 12 बजे", "दोपहर 1 बजे", "दोपहर 2 बजे", "दोपहर 3 बजे", "शाम 4 बजे", "शाम 5 बजे", "शाम 6 बजे", "शाम 7 बजे", "रात 8 बजे", "रात 9 बजे", "रात 10 बजे", "रात 11 बजे"], at0059: "रात 12:59 बजे", noonExact: "दोपहर 12:00 बजे", midnightExact: "रात 12:00 बजे" },
};

describe.each(LANGUAGE_CODES)("the clock in %s", (language) => {
  const { clock } = languageFacts(language);
  const expected = CLDR[language];

  it("writes all 24 hours as CLDR says", () => {
    const hours = Array.from({ length: 24 }, (_, h) => formatTime(`${String(h).padStart(2, "0")}:00`, clock));
    expect(hours).toEqual(expected.hours);
  });

  it("writes 00:59, and noon and midnight as moments", () => {
    expect(clockTime(59, clock, { exact: true })).toBe(expected.at0059);
    expect(clockTime(12 * 60, clock, { exact: true })).toBe(expected.noonExact);
    expect(clockTime(0, clock, { exact: true })).toBe(expected.midnightExact);
  });

  it("closes at midnight as it opens at midnight (24:00 is 00:00)", () => {
    expect(formatTime("24:00", clock)).toBe(expected.hours[0]);
  });
});
