// `npm run sms -- "refugio 91001"`: the reply the site would text back, with its segment count, on
// the sample data, with no provider (docs/sms.md): for operators and translators.
// Several texts at once: `npm run sms -- "SHELTER 91101" "대피소 90004" STOP`. Exit codes: 0, 2 usage.
import { countSegments } from "../lib/sms/segments";
import { answerText } from "../lib/services/sms/inbound";
import { sampleSms } from "./sms/sample-db";

async function main() {
  const texts = process.argv.slice(2);
  if (texts.length === 0) {
    console.error('Usage: npm run sms -- "refugio 91001" ["SHELTER 91101" …]');
    process.exitCode = 2;
    return;
  }
  const { deps, close } = await sampleSms(process.env.SITE_URL || "https://relief.example.org");
  try {
    for (const body of texts) {
      const { reply, note } = await answerText(process.env.SMS_FROM || "+12135550100", body, deps);
      const count = reply === null ? null : countSegments(reply);
      console.log(`> ${body}`);
      console.log(reply === null ? `(no reply: ${note})` : reply);
      if (count) console.log(`[${count.segments} segment${count.segments === 1 ? "" : "s"}, ${count.encoding}, ${count.units} ${count.encoding === "GSM-7" ? "septets" : "UTF-16 units"}]`);
      console.log("");
    }
  } finally {
    await close();
  }
}

void main();
