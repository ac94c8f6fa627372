import { chmod, mkdir, rm, stat } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { MigratableDb } from "../migrate";

/**
 * PGlite is one process's database: a second process may not open its folder (lock.ts). So the
 * process that holds the folder — the running site — lends its open database to commands run
 * beside it on the same machine (`npm run reviewer`, `npm run import`, a seed script) over a Unix
 * socket inside the folder. Each request is one statement, run by the holder's PGlite in turn with
 * its own queries, so nothing is ever written by two processes.
 *
 * Only the holder's operating-system user can connect: the socket is in a directory of mode 0700
 * (like PostgreSQL's own socket, or the data files themselves, which that user can already read
 * and write). Nothing listens on the network, so no visitor of the site can reach it.
 *
 * A message is a 4-byte length then the value in V8's format (dates, big integers and bytes
 * arrive as they left).
 */

/** The socket's directory and file inside the data folder. */
export const socketDir = (dir: string) => path.join(dir, "lend");
export const socketPath = (dir: string) => path.join(socketDir(dir), "db.sock");

/** Unix socket paths are limited to about 107 bytes: a deeper folder is not lent (commands then wait for the site to stop). */
const MAX_SOCKET_PATH = 100;
/** No statement or answer of the stores comes near this: anything bigger is a mistake or an attack. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

type Request = { id: number; sql: string; params?: unknown[]; exec?: boolean };
type Answer = { id: number; rows?: unknown[]; error?: Record<string, unknown> };

/** Reads length-prefixed messages from a socket; calls `onMessage` for each, and ends the socket on a malformed one. */
function readMessages(socket: net.Socket, onMessage: (value: unknown) => void): void {
  let buffered = Buffer.alloc(0);
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 4) {
      const length = buffered.readUInt32BE(0);
      if (length > MAX_MESSAGE_BYTES) {
        socket.destroy();
        return;
      }
      if (buffered.length < 4 + length) return;
      const body = buffered.subarray(4, 4 + length);
      buffered = buffered.subarray(4 + length);
      let value: unknown;
      try {
        value = deserialize(body);
      } catch {
        socket.destroy();
        return;
      }
      onMessage(value);
    }
  });
}

function send(socket: net.Socket, value: unknown): void {
  const body = serialize(value);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length, 0);
  socket.write(Buffer.concat([head, body]));
}

/** A database error as plain data: its message and fields (code is the SQLSTATE the stores read). */
function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const [key, value] of Object.entries(error)) if (["string", "number"].includes(typeof value)) fields[key] = value;
  return fields;
}

/**
 * Lends `db` (already migrated) on the folder's socket until the returned function is called.
 * Called by the folder's holder only, so a socket file already there was left by a holder that
 * died: it is replaced. Answers null when the folder cannot be lent (path too long, no Unix
 * sockets): the site runs as before, and commands wait for it to stop.
 */
export async function lendDatabase(dir: string, db: MigratableDb): Promise<(() => Promise<void>) | null> {
  const file = socketPath(dir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH || process.platform === "win32") return null;
  await mkdir(socketDir(dir), { recursive: true, mode: 0o700 });
  // mkdir's mode applies only to a directory it creates.
  await chmod(socketDir(dir), 0o700);
  await rm(file, { force: true });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    readMessages(socket, (value) => {
      const request = value as Partial<Request> | null;
      if (!request || typeof request.id !== "number" || typeof request.sql !== "string" || (request.params !== undefined && !Array.isArray(request.params))) {
        socket.destroy();
        return;
      }
      const { id, sql, params, exec } = request as Request;
      const run = exec ? db.exec(sql).then(() => []) : db.query(sql, params);
      run.then(
        (rows) => send(socket, { id, rows } satisfies Answer),
        (error: unknown) => send(socket, { id, error: errorData(error) } satisfies Answer),
      );
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => resolve());
    });
  } catch (error) {
    console.error(`The embedded database could not be shared with commands (${(error as Error).message}): stop the site to run them.`);
    return null;
  }
  // Never what keeps a process alive: it serves while the database is open.
  server.unref();
  const ours = (await stat(file)).ino;
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Removed only if it is still this server's (a later holder may have replaced it).
    if ((await stat(file).catch(() => null))?.ino === ours) await rm(file, { force: true });
  };
}

/**
 * The database the folder's holder lends, as a client for the stores; null when nobody answers on
 * its socket (no holder, a holder that died, or one that does not lend).
 */
export type Borrowed = MigratableDb & {
  close(): Promise<void>;
  /** Settles when the connection ends, closed here or by the holder stopping. */
  ended: Promise<void>;
};

export async function borrowDatabase(dir: string): Promise<Borrowed | null> {
  const file = socketPath(dir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH || process.platform === "win32") return null;
  const socket = await new Promise<net.Socket | null>((resolve) => {
    const attempt = net.connect(file);
    attempt.once("connect", () => resolve(attempt));
    attempt.once("error", () => resolve(null));
  });
  if (!socket) return null;
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let next = 0;
  let closed: Error | null = null;
  readMessages(socket, (value) => {
    const { id, rows, error } = value as Answer;
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (error) waiting.reject(Object.assign(new Error(String(error.message)), error));
    else waiting.resolve(rows ?? []);
  });
  socket.on("error", () => {});
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("close", () => {
    closed = new Error("The site that shared the embedded database stopped: nothing more was done.");
    for (const waiting of pending.values()) waiting.reject(closed);
    pending.clear();
  });
  const request = (sql: string, params: unknown[] | undefined, exec: boolean) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (closed) return reject(closed);
      const id = (next += 1);
      pending.set(id, { resolve, reject });
      send(socket, { id, sql, params, exec } satisfies Request);
    });
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await request(sql, params, false)) as T[],
    exec: (sql: string) => request(sql, undefined, true),
    ended,
    close: async () => {
      socket.end();
      await ended;
    },
  };
}
