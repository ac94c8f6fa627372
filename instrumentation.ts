/**
 * Runs once when a server starts (next start, next dev), before it answers anything: see
 * lib/server-start.ts. Node.js only, in its own module, as Next.js's instrumentation guide does it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./lib/site/server-start");
}
