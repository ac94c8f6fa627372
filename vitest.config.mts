import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // `server-only` throws outside React Server Components; unit tests import server modules directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty.ts", import.meta.url)),
    },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./tests/setup.ts"],
    include: ["tests/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    unstubGlobals: true,
    // Every core (Vitest's default leaves one free: on CI's 2 cores that is one file at a time).
    // The test files share nothing but the PostgreSQL server, where each opens its own database
    // (tests/support/pg-server.ts); measured: 264 s → 183 s (docs/benchmarks.md).
    maxWorkers: "100%",
  },
});
