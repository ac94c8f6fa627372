import { afterEach, vi } from "vitest";

/** lib/env/server.ts loaded afresh with these variables set (it validates them when it loads). */
export async function loadServerEnv(values: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  return (await import("@/lib/env/server")).serverEnv;
}

/** Call at the top of a test file that uses loadServerEnv: each test starts from the real environment. */
export function restoreEnvAfterEach() {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
}
