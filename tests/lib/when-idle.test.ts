import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "@/lib/when-idle";

describe("whenIdle", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the browser's idle callback where there is one", async () => {
    let run: (() => void) | undefined;
    const requestIdleCallback = vi.fn((cb: () => void) => {
      run = cb;
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    let done = false;
    const idle = whenIdle(500).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    run?.();
    await idle;
    expect(done).toBe(true);
  });

  it("falls back to a timer where there is none (Safari before 18)", async () => {
    // Only the timer is faked: fake timers would otherwise bring their own requestIdleCallback.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestIdleCallback", undefined);
    let done = false;
    const idle = whenIdle(800).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(799);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await idle;
    expect(done).toBe(true);
  });
});
