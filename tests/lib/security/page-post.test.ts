// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ACTION_BODY_MAX_BYTES, ACTION_MAX_DEPTH, ACTION_MAX_PARTS, checkPagePost, jsonDepth } from "@/lib/security/page-post";

const SITE = "relief.example";
function post(body: BodyInit | null, headers: Record<string, string>) {
  return new Request(`https://${SITE}/contact`, { method: "POST", body, headers: { host: SITE, ...headers } });
}
/** A server action's request as the page's scripts send it: JSON as text/plain, or a FormData as multipart. */
const action = (body: string | FormData, headers: Record<string, string> = {}) =>
  post(body, { "next-action": "400dbeb54f0c29226adfc1df8f67505d713a044e4e", ...(typeof body === "string" ? { "content-type": "text/plain;charset=UTF-8" } : {}), origin: `https://${SITE}`, ...headers });
const deep = (n: number) => "[".repeat(n) + "]".repeat(n);

describe("jsonDepth", () => {
  it.each([
    ["1", 0],
    ["[]", 1],
    ['[{"a":[1,{"b":2}]}]', 4],
    ['["[[[[[[", "{{{{"]', 1],
    ['["\\"[[[["]', 1],
    [deep(20_000), 20_000],
  ])("%s → %i", (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });
});

describe("checkPagePost: what Next would refuse with a 500 gets a 4xx saying why", () => {
  it("lets the site's own form submissions through", async () => {
    expect(await checkPagePost(action(JSON.stringify([{ idempotencyKey: "k", honeypot: "", data: { name: "Ana", message: "[[[[ {{{{" } }])))).toBeNull();
    const form = new FormData();
    form.append("1_email", "ana@example.org");
    form.append("0", '["$K1"]');
    expect(await checkPagePost(action(form))).toBeNull();
  });

  it("leaves other POSTs to Next (a page rendered as for GET)", async () => {
    expect(await checkPagePost(post("hello", { "content-type": "text/plain" }))).toBeNull();
    expect(await checkPagePost(post("a=1", { "content-type": "application/x-www-form-urlencoded" }))).toBeNull();
  });

  it.each([
    ["a body that is not JSON", action("hello{"), 400],
    ["an empty body", action(""), 400],
    ["a body nested 20,000 deep", action(deep(20_000)), 400],
    [`a body nested ${ACTION_MAX_DEPTH + 1} deep`, action(deep(ACTION_MAX_DEPTH + 1)), 400],
    ["a body over 1 MB (declared)", action("x", { "content-length": String(ACTION_BODY_MAX_BYTES + 1) }), 413],
    ["a body over 1 MB (sent)", action(`["${"a".repeat(ACTION_BODY_MAX_BYTES)}"]`), 413],
    ["another site's page", action("[{}]", { origin: "https://evil.example" }), 403],
    ["an opaque origin", action("[{}]", { origin: "null" }), 403],
    ["an action in JSON", action("[{}]", { "content-type": "application/json" }), 415],
    ["a multipart body that is not multipart", post("garbage", { "content-type": "multipart/form-data; boundary=xyz" }), 400],
  ])("refuses %s", async (_, request, status) => {
    const refusal = await checkPagePost(request);
    expect(refusal?.status).toBe(status);
    expect(refusal?.error).toMatch(/^This form /);
  });

  it("refuses a multipart form whose JSON part is nested too deep, with or without the action header", async () => {
    const form = new FormData();
    form.append("0", deep(5_000));
    expect((await checkPagePost(action(form)))?.status).toBe(400);
    const noJs = new FormData();
    noJs.append("$ACTION_REF_1", "");
    noJs.append("$ACTION_1:0", deep(5_000));
    expect((await checkPagePost(post(noJs, {})))?.status).toBe(400);
  });

  it("compares the origin with the host the request was sent to, as Next does behind a proxy", async () => {
    expect(await checkPagePost(action("[{}]", { origin: "https://relief.example", host: "10.0.0.5:3000", "x-forwarded-host": "relief.example" }))).toBeNull();
    expect((await checkPagePost(action("[{}]", { origin: "https://evil.example", "x-forwarded-host": "relief.example" })))?.status).toBe(403);
  });

  it("leaves the request's own body unread for Next", async () => {
    const request = action('[{"a":1}]');
    expect(await checkPagePost(request)).toBeNull();
    expect(await request.text()).toBe('[{"a":1}]');
  });
});

/** A multipart body from named parts. */
function parts(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("checkPagePost: what React's decoder would throw on (and Next answer with a 500)", () => {
  it("lets the sign-in form through exactly as the browser sends it", async () => {
    const signIn = parts([
      ["_1_$ACTION_REF_1", ""],
      ["_1_$ACTION_1:0", '{"id":"60aedd87ee6233c74060762ea8f43dae5e9fb5f5a0","bound":"$@1"}'],
      ["_1_$ACTION_1:1", '[{"error":null}]'],
      ["_1_$ACTION_KEY", "k9491912d03c81f0b974520318f52f27d"],
      ["_1_email", "ana@example.org"],
      ["_1_password", "{{{{ [[[[ $1 $@2"],
      ["0", '[{"error":null},"$K1"]'],
    ]);
    expect(await checkPagePost(action(signIn))).toBeNull();
  });

  it("lets a visitor's text that starts with $ through (React sends it as $$…), and React's constants", async () => {
    expect(await checkPagePost(action(JSON.stringify([{ data: { message: "$$1 off today", n: "$undefined", d: "$D2026-01-01T00:00:00.000Z" } }])))).toBeNull();
  });

  it.each([
    ["a multipart type in capitals (Next reads it as text)", () => action(parts([["0", "[]"]]) as unknown as string, { "content-type": "MULTIPART/FORM-DATA; boundary=x" })],
    ["a text body that is not a list of arguments", () => action("1")],
    ["a string for the arguments", () => action('"x"')],
    ["1,001 arguments", () => action(JSON.stringify(Array.from({ length: 1001 }, () => 0)))],
    ["a text body referring to a part it cannot have", () => action('["$1"]')],
    ["a promise reference in a text body", () => action('["$@1"]')],
    ["an unknown kind of reference", () => action('["$Z1"]')],
    ["a multipart part that is not JSON", () => action(parts([["0", "{"]]))],
    ["a multipart body without its arguments", () => action(parts([["1", "[]"]]))],
    ["a reference to a part that is not there", () => action(parts([["0", '["$5"]']]))],
    ["a chain of parts deeper than any form", () => action(parts(Array.from({ length: ACTION_MAX_PARTS + 1 }, (_, i): [string, string] => [String(i), `["$${(i + 1).toString(16)}"]`])))],
    ["a form without JavaScript whose action part is not JSON", () => post(parts([["$ACTION_REF_1", ""], ["$ACTION_1:0", "{"]]), {})],
  ])("refuses %s with a 4xx", async (_, make) => {
    const refusal = await checkPagePost(make());
    expect(refusal?.status).toBeGreaterThanOrEqual(400);
    expect(refusal?.status).toBeLessThan(500);
  });
});
