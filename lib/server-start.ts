import { dataConfig, DataConfigError } from "./data/config";

/**
 * Imported once by instrumentation.ts when a Node.js server starts. A server whose database
 * configuration is missing or half done stops here with one line saying what to set, instead of
 * starting and failing every request — or, worse, quietly serving a sample database of its own
 * while other instances serve theirs (lib/data/config.ts). `next build` prerenders without data
 * and is not a server start.
 */
if (process.env.NEXT_PHASE !== "phase-production-build") {
  try {
    dataConfig();
  } catch (error) {
    if (!(error instanceof DataConfigError)) throw error;
    console.error(`The server cannot start: ${error.message}`);
    process.exit(1);
  }
}
