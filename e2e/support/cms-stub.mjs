// A stand-in for the CMS's footer endpoint, speaking its real API: GET /api/footer →
// { data: { InstagramLink, LinkedinLink, FacebookLink } }. Each browser context picks a scenario
// with the `x-cms-scenario` request header (ok | error | invalid), so tests can run in parallel.
import { createServer } from "node:http";

const port = Number(process.env.CMS_STUB_PORT ?? 4010);

export const STUB_LINKS = {
  InstagramLink: "https://www.instagram.com/stub-relief",
  LinkedinLink: "https://www.linkedin.com/company/stub-relief",
  FacebookLink: "https://www.facebook.com/stub-relief",
};

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
    default:
      send(200, { data: { id: 1, ...STUB_LINKS }, meta: {} });
  }
});

server.listen(port, "127.0.0.1", () => console.log(`CMS stub on http://127.0.0.1:${port}`));
