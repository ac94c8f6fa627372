// A stand-in for a LibreTranslate server, speaking its real API:
//   POST /translate { q: string | string[], source, target, format?, api_key? }
//     → { translatedText: string | string[] } (same shape as q), or 400 / 403 { error }
//   GET /languages → [{ code, name, targets }] (no api_key needed)
// The "translation" is deterministic and readable: "[es] Open now". It keeps the text itself,
// so placeholders (⟦0⟧), numbers, URLs and e-mail addresses survive, as the site's validator wants.
//
// Test controls (not part of LibreTranslate):
//   POST /__mode { "mode": "ok" | "down" | "slow" | "garbage" }
//     down → 500 { error }; slow → answers after 15 s; garbage → one result too few
//   GET /__calls → { calls, texts, received } (POST /translate requests, texts and the texts
//                  themselves received since the reset)
//   POST /__reset → mode ok, counters 0
// Port: LIBRETRANSLATE_STUB_PORT (default 4020; 0 picks a free one, printed on start).
// LIBRETRANSLATE_STUB_API_KEY set: requests without that api_key get 403, like a keyed server.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

// The languages it lists (libretranslate-languages.json, shared with the unit tests' stand-ins):
// a realistic list, with Chinese as "zh" and Traditional Chinese as "zt" as older LibreTranslate
// versions name them (newer ones say "zh-Hans" / "zh-Hant"), and without Armenian (hy) or Khmer
// (km), which many real instances lack. The site maps its codes to these
// (lib/i18n/service-languages.ts) and never sends hy or km.
const LANGUAGES = JSON.parse(readFileSync(new URL("./libretranslate-languages.json", import.meta.url), "utf8"));
const CODES = LANGUAGES.map((l) => l.code);
const MODES = ["ok", "down", "slow", "garbage"];
const SLOW_MS = 15_000;

/** The stub's fake translation (`target`: the service's code, e.g. "zt"). */
export const fakeTranslation = (text, target) => `[${target}] ${text}`;

function readJson(req) {
  return new Promise((resolve) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      try {
        resolve(raw ? JSON.parse(raw) : {});
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** An http.Server with the stub's routes (not listening yet). */
export function createLibreTranslateStub({ apiKey = process.env.LIBRETRANSLATE_STUB_API_KEY } = {}) {
  const state = { mode: "ok", calls: 0, texts: 0, received: [] };
  const pending = new Set();

  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? "/", "http://stub");

    if (req.method === "GET" && url.pathname === "/languages") {
      send(200, LANGUAGES.map((l) => ({ ...l, targets: CODES.filter((c) => c !== l.code) })));
      return;
    }
    if (req.method === "GET" && url.pathname === "/__calls") {
      send(200, { calls: state.calls, texts: state.texts, received: state.received });
      return;
    }
    if (req.method === "POST" && url.pathname === "/__reset") {
      Object.assign(state, { mode: "ok", calls: 0, texts: 0, received: [] });
      send(200, { mode: state.mode });
      return;
    }
    if (req.method === "POST" && url.pathname === "/__mode") {
      const body = await readJson(req);
      if (!MODES.includes(body?.mode)) {
        send(400, { error: `mode must be one of: ${MODES.join(", ")}` });
        return;
      }
      state.mode = body.mode;
      send(200, { mode: state.mode });
      return;
    }
    if (url.pathname !== "/translate") {
      send(404, { error: "Not Found" });
      return;
    }
    if (req.method !== "POST") {
      send(405, { error: "Method Not Allowed" });
      return;
    }

    const body = await readJson(req);
    if (body === undefined || typeof body !== "object" || body === null) {
      send(400, { error: "Invalid request: malformed JSON" });
      return;
    }
    const { q, source, target } = body;
    const batch = Array.isArray(q);
    if (!q || (batch && (q.length === 0 || q.some((t) => typeof t !== "string"))) || (!batch && typeof q !== "string")) {
      send(400, { error: "Invalid request: missing q parameter" });
      return;
    }
    if (!source) {
      send(400, { error: "Invalid request: missing source parameter" });
      return;
    }
    if (!target) {
      send(400, { error: "Invalid request: missing target parameter" });
      return;
    }
    if (source !== "auto" && !CODES.includes(source)) {
      send(400, { error: `${source} is not supported` });
      return;
    }
    if (!CODES.includes(target) || target === "en") {
      send(400, { error: `${target} is not supported` });
      return;
    }
    if (apiKey && body.api_key !== apiKey) {
      send(403, { error: "Invalid API key" });
      return;
    }

    const texts = batch ? q : [q];
    state.calls += 1;
    state.texts += texts.length;
    state.received.push(...texts);
    const translated = texts.map((t) => fakeTranslation(t, target));

    switch (state.mode) {
      case "down":
        send(500, { error: "Cannot translate text: the stub is down" });
        return;
      case "garbage":
        send(200, { translatedText: batch ? translated.slice(0, -1) : "" });
        return;
      case "slow": {
        const timer = setTimeout(() => {
          pending.delete(timer);
          send(200, { translatedText: batch ? translated : translated[0] });
        }, SLOW_MS);
        pending.add(timer);
        res.on("close", () => {
          clearTimeout(timer);
          pending.delete(timer);
        });
        return;
      }
      default:
        send(200, { translatedText: batch ? translated : translated[0] });
    }
  });
  server.on("close", () => pending.forEach(clearTimeout));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.LIBRETRANSLATE_STUB_PORT ?? 4020);
  const server = createLibreTranslateStub();
  server.listen(port, "127.0.0.1", () => console.log(`LibreTranslate stub on http://127.0.0.1:${server.address().port}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
