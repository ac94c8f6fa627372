// @vitest-environment node
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { twilioSignature, validTwilioSignature } from "@/lib/sms/signature";

/**
 * Twilio's request signature. The vectors are the ones Twilio's own SDKs test against (twilio-php
 * tests/Twilio/Unit/Security/RequestValidatorTest.php, twilio-csharp RequestValidatorTest): auth
 * token "12345", this URL and these POST parameters.
 */
const TOKEN = "12345";
const URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS: [string, string][] = [
  ["Digits", "1234"],
  ["To", "+18005551212"],
  ["From", "+14158675309"],
  ["Caller", "+14158675309"],
  ["CallSid", "CA1234567890ABCDE"],
];

describe("Twilio's signature (X-Twilio-Signature)", () => {
  it("matches the SDKs' published vector, whatever the parameters' order", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(twilioSignature(TOKEN, URL, [...PARAMS].reverse())).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(validTwilioSignature(TOKEN, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", URL, PARAMS)).toBe(true);
  });

  it("sorts a repeated parameter's values and counts a repeated value once (the vector for repeated names)", () => {
    const repeated: [string, string][] = [["Sid", "CA123"], ["SidAccount", "AC123"], ["Digits", "5678"], ["Digits", "1234"], ["Digits", "1234"]];
    expect(twilioSignature(TOKEN, URL, repeated)).toBe("IK+Dwps556ElfBT0I3Rgjkr1wJU=");
  });

  it("agrees with an independent computation over non-ASCII text", () => {
    const params: [string, string][] = [["Body", "避难所 91776"], ["From", "+12135550100"]];
    const expected = createHmac("sha1", "token").update(Buffer.from("https://relief.example.org/api/sms/inbound" + "Body避难所 91776From+12135550100", "utf8")).digest("base64");
    expect(twilioSignature("token", "https://relief.example.org/api/sms/inbound", params)).toBe(expected);
  });

  it("refuses a missing, wrong or tampered signature, and another URL or token", () => {
    expect(validTwilioSignature(TOKEN, null, URL, PARAMS)).toBe(false);
    expect(validTwilioSignature(TOKEN, "", URL, PARAMS)).toBe(false);
    expect(validTwilioSignature(TOKEN, "RSOYDt4T1cUTdK1PDd93/VVr8B8", URL, PARAMS)).toBe(false);
    expect(validTwilioSignature(TOKEN, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", `${URL}&x=1`, PARAMS)).toBe(false);
    expect(validTwilioSignature("54321", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", URL, PARAMS)).toBe(false);
    expect(validTwilioSignature(TOKEN, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", URL, [...PARAMS.slice(1), ["Digits", "9999"]])).toBe(false);
  });
});
