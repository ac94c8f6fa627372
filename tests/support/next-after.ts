/**
 * Next's `after()` runs work once a response is sent, and only inside a request. Route handlers
 * and actions called directly in a test have no request: this stands in for it, running each task
 * at once and keeping its promise, so a test can wait for the work and check what it did.
 *
 *   vi.mock("next/server", async (original) => (await import("@/tests/support/next-after")).withAfter(await original()));
 */
export const afterTasks: Promise<unknown>[] = [];

export function withAfter<T extends object>(nextServer: T): T & { after: (task: unknown) => void } {
  return {
    ...nextServer,
    after: (task: unknown) => {
      afterTasks.push(Promise.resolve().then(() => (typeof task === "function" ? (task as () => unknown)() : task)));
    },
  };
}

/** Waits for every task scheduled so far. */
export async function settleAfterTasks(): Promise<void> {
  await Promise.all(afterTasks.splice(0));
}
