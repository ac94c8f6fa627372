// Plays the running site for tests/scripts/reviewer.test.ts: opens the embedded database in
// PGLITE_DATA_DIR as the site does (lib/data), so it holds the folder and lends it; prints "open",
// and closes it when its standard input ends (the test's "stop the site").
// Run with `tsx --conditions react-server` (lib/data starts with `import "server-only"`).
async function main(): Promise<void> {
  const { reviewerStore } = await import("@/lib/data");
  const { openedEmbeddedDb } = await import("@/lib/data/embedded/pglite");
  await reviewerStore();
  const embedded = await openedEmbeddedDb();
  console.log(embedded?.db ? "open" : "borrowed");
  process.stdin.resume();
  process.stdin.on("end", () => {
    void embedded?.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.log(`error: ${(error as Error).message}`);
  process.exit(3);
});
