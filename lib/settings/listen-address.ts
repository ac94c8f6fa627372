/**
 * Where this server process listens, as it was told: `next start -H <host>` (or `--hostname`), or
 * HOSTNAME for a standalone build's server.js. Without either, Node listens on every interface.
 * Kept free of Next.js so next.config.ts and the start check (lib/site/server-start.ts) can read it.
 */
export function listenHost(argv: readonly string[] = process.argv, env: Record<string, string | undefined> = process.env): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-H" || arg === "--hostname") return argv[i + 1];
    if (arg.startsWith("--hostname=")) return arg.slice("--hostname=".length);
    if (/^-H./.test(arg)) return arg.slice(2);
  }
  // `next start` ignores HOSTNAME (it listens on every interface unless given -H); server.js reads it.
  if (argv.includes("start")) return undefined;
  return env.HOSTNAME?.trim() || undefined;
}

/** A name or address that only this machine reaches: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || bare.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(bare) || bare === "::1" || bare === "0:0:0:0:0:0:0:1";
}
