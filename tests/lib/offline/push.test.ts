import { describe, expect, it } from "vitest";
import type { PushPayload } from "@/lib/alerts/send/types";
import { clickTarget, NOTIFICATION_ICON, notificationFor, planClick, sameOriginUrl } from "@/lib/offline/push";
import { SITE } from "@/lib/site/identity";

const origin = "https://relief.example";
const payload: PushPayload = {
  title: "أمر الإخلاء: المنطقة ALT-E012",
  body: "اتبع التعليمات الرسمية على ready.lacounty.gov",
  url: `${origin}/ar?lat=34.191&lng=-118.139#map`,
  tag: "follow-1:zone:ALT-E012:order",
  lang: "ar",
  dir: "rtl",
};

describe("notificationFor: the push handler's notification", () => {
  it("shows the payload's text in its language and direction, tagged so a repeat replaces it silently", () => {
    expect(notificationFor(JSON.stringify(payload), origin)).toEqual({
      title: payload.title,
      options: { body: payload.body, tag: payload.tag, renotify: false, icon: NOTIFICATION_ICON, lang: "ar", dir: "rtl", data: { url: payload.url } },
    });
  });

  it("a relative address is taken on this site; another site's address is replaced by the home page", () => {
    expect(notificationFor(JSON.stringify({ ...payload, url: "/es?lat=34.2&lng=-118.1#map" }), origin).options.data.url).toBe(`${origin}/es?lat=34.2&lng=-118.1#map`);
    for (const url of ["https://evil.example/phish", "javascript:alert(1)", "//evil.example/x", 42]) {
      expect(notificationFor(JSON.stringify({ ...payload, url }), origin, "/ar").options.data.url, String(url)).toBe(`${origin}/ar`);
    }
  });

  it("a malformed payload still shows a notification: the site's name, no text in any one language, the home page", () => {
    for (const text of [null, undefined, "", "not json", "[]", "null", '"a string"', JSON.stringify({ body: "no title" }), JSON.stringify({ ...payload, title: "  " }), JSON.stringify({ ...payload, title: 7 })]) {
      const plan = notificationFor(text, origin, "/ko");
      expect(plan.title, String(text)).toBe(SITE.name);
      expect(plan.options.body, String(text)).toBeUndefined();
      expect(plan.options.data.url).toBe(`${origin}/ko`);
      expect(plan.options.renotify).toBe(false);
    }
  });

  it("drops what a notification cannot take: an unknown direction, a malformed language tag; cuts overlong text", () => {
    const plan = notificationFor(JSON.stringify({ ...payload, dir: "sideways", lang: "<script>", body: "x".repeat(5000), tag: "" }), origin);
    expect(plan.options.dir).toBe("auto");
    expect(plan.options).not.toHaveProperty("lang");
    expect(plan.options.body).toHaveLength(2000);
    expect(plan.options.tag).toBe("alert");
  });
});

describe("clickTarget", () => {
  it("the notification's address on this site, else the home page", () => {
    expect(clickTarget({ url: `${origin}/?lat=34.2&lng=-118.1#map` }, origin)).toBe(`${origin}/?lat=34.2&lng=-118.1#map`);
    expect(clickTarget({ url: "https://evil.example/" }, origin, "/fa")).toBe(`${origin}/fa`);
    expect(clickTarget(null, origin)).toBe(`${origin}/`);
    expect(clickTarget("a string", origin)).toBe(`${origin}/`);
  });
});

describe("planClick", () => {
  const target = `${origin}/?lat=34.2&lng=-118.1#map`;

  it("brings forward the tab already showing the address", () => {
    expect(planClick([`${origin}/donate`, target], target, origin)).toEqual({ action: "focus", index: 1 });
  });

  it("else takes a tab on this site there", () => {
    expect(planClick(["https://news.example/", `${origin}/es/donate`], target, origin)).toEqual({ action: "navigate", index: 1 });
  });

  it("else opens a window: no tab on this site (another site's tabs are never touched)", () => {
    expect(planClick([], target, origin)).toEqual({ action: "open" });
    expect(planClick(["https://relief.example.evil.test/", "http://relief.example/"], target, origin)).toEqual({ action: "open" });
  });
});

describe("sameOriginUrl", () => {
  it("only this origin, as an absolute address", () => {
    expect(sameOriginUrl("/alerts", origin)).toBe(`${origin}/alerts`);
    expect(sameOriginUrl("http://relief.example/alerts", origin)).toBeNull();
    expect(sameOriginUrl("https://relief.example:8443/", origin)).toBeNull();
    expect(sameOriginUrl(undefined, origin)).toBeNull();
  });
});
