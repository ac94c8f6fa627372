// @vitest-environment node
import { beforeAll, expect, it } from "vitest";
import type { SmsStore } from "@/lib/data/stores";
import { describeEachBackend } from "@/tests/support/backends";

describeEachBackend("SmsStore contract", (backend) => {
  let sms: SmsStore;
  beforeAll(() => {
    ({ sms } = backend());
  });

  it("records an opt-out until the number opts in again, once however often it is said", async () => {
    const phone = "+12135550142";
    expect(await sms.isOptedOut(phone)).toBe(false);
    // No follow: no language to answer in.
    expect(await sms.optOut(phone)).toBeNull();
    await sms.optOut(phone);
    expect(await sms.isOptedOut(phone)).toBe(true);
    // Another number is not touched.
    expect(await sms.isOptedOut("+12135550143")).toBe(false);
    await sms.optIn(phone);
    expect(await sms.isOptedOut(phone)).toBe(false);
    // Opting in a number that never opted out is no error.
    await sms.optIn("+12135550144");
  });

  it("refuses what is no phone number (E.164), in the database itself", async () => {
    await expect(sms.optOut("2135550142")).rejects.toThrow();
  });
});
