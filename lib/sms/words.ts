import type { Language } from "@/lib/i18n/languages";

/**
 * The command words a resident may text, per language (docs/sms.md). Compared whole, in any case,
 * with or without accents (lib/places/search-normalize.ts): "NO MÁS", "no mas" and "No Mas" are one.
 *
 * Opt-out: the words carriers and Twilio handle (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT,
 * plus REVOKE and OPTOUT, twilio.com/docs/messaging/tutorials/advanced-opt-out) and the FCC's 2025
 * rule's "any reasonable means", in other languages too ("No Mas": 47 CFR 64.1200(a)(10)), in every
 * language whatever the language of the other words: a Korean speaker who writes STOP is heard.
 * Need words are not here: they are the search's own (locales/<lang>/search.json, ./keywords.ts).
 *
 * A language's first ALERTS word is the one its texts and the site's "Text us" line show: the site's
 * own word for its alerts (facts.json `siteAlerts`: 提醒, 알림, thông báo, اعلان…) where the parser
 * reads it back as that language, never the word for an evacuation *warning*; Japanese shows アラート
 * (通知 alone is Traditional Chinese too). tests/lib/sms/text-us.test.ts reads every example back.
 */
export type CommandWords = { stop: readonly string[]; help: readonly string[]; start: readonly string[]; alerts: readonly string[]; yes: readonly string[] };

export const COMMAND_WORDS: Record<Language, CommandWords> = {
  en: {
    stop: ["stop", "stopall", "stop all", "unsubscribe", "cancel", "end", "quit", "revoke", "optout", "opt out", "stop please", "please stop"],
    help: ["help", "info", "menu", "?"],
    start: ["start", "unstop", "resume"],
    alerts: ["alerts", "alert", "follow"],
    yes: ["yes", "y", "yes please"],
  },
  es: {
    stop: ["alto", "no mas", "no más", "parar", "para", "detener", "basta", "cancelar", "baja", "darse de baja"],
    help: ["ayuda", "información", "informacion", "menú"],
    start: ["iniciar", "comenzar", "reanudar"],
    alerts: ["alertas", "alerta", "avisos"],
    yes: ["sí", "si", "s"],
  },
  zh: { stop: ["停止", "退订", "取消", "不要再发"], help: ["帮助", "信息", "菜单"], start: ["开始", "恢复"], alerts: ["提醒", "警报", "预警"], yes: ["是", "是的", "好", "确认"] },
  "zh-Hant": { stop: ["停止", "退訂", "取消", "不要再發"], help: ["幫助", "說明", "資訊", "選單"], start: ["開始", "恢復"], alerts: ["通知", "警報", "預警", "提醒"], yes: ["是", "是的", "好", "確認"] },
  ko: { stop: ["중지", "중단", "수신거부", "수신 거부", "그만", "취소"], help: ["도움", "도움말", "정보", "메뉴"], start: ["시작", "재개"], alerts: ["알림", "경보", "경보 알림"], yes: ["예", "네", "응", "확인"] },
  hy: { stop: ["կանգ", "դադարեցնել", "դադար", "չեղարկել", "բավական է"], help: ["օգնություն", "տեղեկություն", "ընտրացանկ"], start: ["սկսել", "վերսկսել"], alerts: ["ծանուցումներ", "ծանուցում", "ահազանգ", "ահազանգեր"], yes: ["այո", "հա"] },
  tl: { stop: ["tigil", "itigil", "hinto", "ihinto", "tama na", "kanselahin"], help: ["tulong", "impormasyon"], start: ["simula", "simulan", "ituloy"], alerts: ["alerto", "mga alerto", "babala"], yes: ["oo", "opo", "sige"] },
  vi: { stop: ["dừng", "ngừng", "hủy", "huỷ", "thôi", "dừng lại"], help: ["giúp", "trợ giúp", "thông tin"], start: ["bắt đầu", "tiếp tục"], alerts: ["thông báo", "cảnh báo", "báo động"], yes: ["có", "vâng", "đồng ý", "ừ"] },
  fa: { stop: ["توقف", "لغو", "قطع", "بس", "کافیه", "ایست"], help: ["کمک", "راهنما", "اطلاعات"], start: ["شروع", "ادامه"], alerts: ["اعلان", "اعلان‌ها", "هشدار", "هشدارها"], yes: ["بله", "آره", "بلی", "باشه"] },
  ru: { stop: ["стоп", "отписаться", "отмена", "хватит", "прекратить"], help: ["помощь", "инфо", "справка", "меню"], start: ["старт", "начать", "возобновить"], alerts: ["оповещения", "оповещение", "тревога"], yes: ["да"] },
  ja: { stop: ["停止", "配信停止", "ストップ", "やめる", "中止"], help: ["ヘルプ", "情報", "メニュー"], start: ["開始", "再開"], alerts: ["アラート", "通知", "警報"], yes: ["はい", "うん", "了解"] },
  km: { stop: ["ឈប់", "បញ្ឈប់", "បោះបង់"], help: ["ជំនួយ", "ព័ត៌មាន"], start: ["ចាប់ផ្តើម", "បន្ត"], alerts: ["ការជូនដំណឹង", "ប្រកាសអាសន្ន"], yes: ["បាទ", "ចាស", "យល់ព្រម"] },
  ar: { stop: ["توقف", "إيقاف", "ايقاف", "إلغاء", "الغاء", "قف"], help: ["مساعدة", "مساعده", "معلومات"], start: ["ابدأ", "ابدا", "استئناف"], alerts: ["تنبيهات", "تنبيه", "إنذار"], yes: ["نعم", "أجل", "موافق"] },
  th: { stop: ["หยุด", "ยกเลิก", "เลิก"], help: ["ช่วยเหลือ", "ข้อมูล", "เมนู"], start: ["เริ่ม", "เริ่มใหม่"], alerts: ["แจ้งเตือน", "เตือนภัย"], yes: ["ใช่", "ตกลง", "ครับ", "ค่ะ"] },
  hi: { stop: ["रोकें", "रोको", "बंद", "बंद करें", "रद्द"], help: ["मदद", "सहायता", "जानकारी"], start: ["शुरू", "शुरू करें", "फिर से शुरू"], alerts: ["अलर्ट", "चेतावनी"], yes: ["हाँ", "हां", "जी", "ठीक"] },
};
