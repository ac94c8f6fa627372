// A stand-in for the daily import's source (IMPORT_URL, docs/import.md): a published
// spreadsheet's CSV export, GET /sheet.csv → text/csv. A test sets what the sheet holds with
// PUT /sheet.csv, as an editor would by editing the sheet; until then it holds only the header.
import { createServer } from "node:http";

const port = Number(process.env.SHEET_STUB_PORT ?? 4030);
const MAX_BYTES = 1024 * 1024;
let sheet = "external_id,kind,category,name,latitude,longitude\n";

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname !== "/sheet.csv") {
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  if (req.method === "GET") {
    res.writeHead(200, { "content-type": "text/csv; charset=utf-8" }).end(sheet);
    return;
  }
  if (req.method === "PUT") {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      sheet = Buffer.concat(chunks).toString("utf8");
      res.writeHead(204).end();
    });
    return;
  }
  res.writeHead(405, { allow: "GET, PUT" }).end();
});

server.listen(port, "127.0.0.1", () => console.log(`Sheet stub on http://127.0.0.1:${port}/sheet.csv`));
