// A stand-in for the CMS's footer endpoint, speaking its real API: GET /api/footer →
// { data: { InstagramLink, LinkedinLink, FacebookLink } }. Each browser context picks a scenario
// with the `x-cms-scenario` request header, so tests can run in parallel:
//   ok | error (500) | invalid (a javascript: LinkedIn link)
//   down (the connection is cut, no answer) | slow (answers after SLOW_MS, long after the site gives up)
//   malformed (200 with an HTML body) | wrong-types (fields that are not strings)
//   hostile-<name> (one link of HOSTILE_LINKS in place of LinkedinLink, the others fine)
//   hostile-all (three hostile links, nothing usable)
import { createServer } from "node:http";

const port = Number(process.env.CMS_STUB_PORT ?? 4010);

export const STUB_LINKS = {
  InstagramLink: "https://www.instagram.com/stub-relief",
  LinkedinLink: "https://www.linkedin.com/company/stub-relief",
  FacebookLink: "https://www.facebook.com/stub-relief",
};

/** Links a CMS editor's compromised account (or a typo) could publish; none may reach an href. */
export const HOSTILE_LINKS = {
  javascript: " JaVaScRiPt:alert(document.cookie)",
  "javascript-control": "java\tscript:alert(1)",
  data: "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  vbscript: "vbscript:msgbox(1)",
  "protocol-relative": "//evil.example/linkedin",
  credentials: "https://stub-relief:hunter2@www.linkedin.com.evil.example/company/stub-relief",
  long: `https://www.linkedin.com/company/stub-relief?${"a".repeat(20_000)}`,
};

const SLOW_MS = 12_000;

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, OPTIONS",
};

const server = createServer((req, res) => {
  if (req.method === "OPTIONS") {
    res.writeHead(204, cors).end();
    return;
  }
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (req.method !== "GET" || url.pathname !== "/api/footer") {
    res.writeHead(404, { ...cors, "content-type": "application/json" }).end(JSON.stringify({ error: "Not found" }));
    return;
  }
  const scenario = req.headers["x-cms-scenario"] ?? "ok";
  const send = (status, body) =>
    res.writeHead(status, { ...cors, "content-type": "application/json" }).end(JSON.stringify(body));
  switch (scenario) {
    case "error":
      send(500, { data: null, error: { status: 500, name: "InternalServerError", message: "Internal Server Error" } });
      return;
    case "invalid":
      send(200, { data: { ...STUB_LINKS, LinkedinLink: "javascript:alert(document.cookie)" }, meta: {} });
      return;
    case "down":
      req.socket.destroy();
      return;
    case "slow": {
      const timer = setTimeout(() => send(200, { data: { id: 1, ...STUB_LINKS }, meta: {} }), SLOW_MS);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    case "malformed":
      res.writeHead(200, { ...cors, "content-type": "text/html" }).end("<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>");
      return;
    case "wrong-types":
      send(200, { data: { InstagramLink: 42, LinkedinLink: { href: STUB_LINKS.LinkedinLink }, FacebookLink: [STUB_LINKS.FacebookLink] }, meta: {} });
      return;
    case "hostile-all":
      send(200, { data: { InstagramLink: HOSTILE_LINKS.javascript, LinkedinLink: HOSTILE_LINKS.credentials, FacebookLink: HOSTILE_LINKS["protocol-relative"] }, meta: {} });
      return;
    default: {
      const hostile = typeof scenario === "string" && scenario.startsWith("hostile-") ? HOSTILE_LINKS[scenario.slice("hostile-".length)] : undefined;
      send(200, { data: { id: 1, ...STUB_LINKS, ...(hostile === undefined ? {} : { LinkedinLink: hostile }) }, meta: {} });
    }
  }
});

server.listen(port, "127.0.0.1", () => console.log(`CMS stub on http://127.0.0.1:${port}`));
