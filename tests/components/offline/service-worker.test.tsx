import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { ServiceWorker } from "@/components/offline/service-worker";
import { OFFLINE } from "@/lib/offline/policy";

// The map's and the explorer's code, each loaded on a signal from the test: what the page
// downloaded before them must not wait for them.
const mapCode = vi.hoisted(() => ({ release: () => {} }));
vi.mock("@/components/map/preload-map-code", () => ({
  loadMapCode: () => new Promise<void>((resolve) => (mapCode.release = resolve)),
}));
// The offline notice's clock: at once (its files are not what these tests look at).
vi.mock("@/components/offline/load-clock", () => ({ loadClock: () => Promise.resolve() }));
const explorerCode = vi.hoisted(() => ({ release: () => {} }));
vi.mock("@/components/map/load-explorer-code", () => ({
  loadExplorerCode: () => new Promise<void>((resolve) => (explorerCode.release = resolve)),
}));

// The registration's own module is loaded when the time comes (its import, here already cached,
// settles within the same turn as the timer in these tests).
await import("@/components/offline/register-worker");

describe("<ServiceWorker>", () => {
  const register = vi.fn();
  const postMessage = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv("NODE_ENV", "production");
    postMessage.mockReset();
    register.mockReset().mockResolvedValue({ active: { postMessage } });
    Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("registers only once the page has been loaded for a while, leaving the first load the connection", async () => {
    render(<ServiceWorker />);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE.registerAfterLoadMs - 1));
    expect(register).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(register).toHaveBeenCalledWith("/sw.js?lang=en", { scope: "/" });
  });

  it("registers for the page's language, so it stores the shell pages in that language", async () => {
    render(
      <LanguageProvider language="ko">
        <ServiceWorker />
      </LanguageProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE.registerAfterLoadMs));
    expect(register).toHaveBeenCalledWith("/sw.js?lang=ko", { scope: "/" });
  });

  it("does not register for a page that is gone before then", async () => {
    const { unmount } = render(<ServiceWorker />);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE.registerAfterLoadMs / 2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE.registerAfterLoadMs));
    expect(register).not.toHaveBeenCalled();
  });

  it("never registers outside a production build", async () => {
    vi.stubEnv("NODE_ENV", "development");
    render(<ServiceWorker />);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE.registerAfterLoadMs * 2));
    expect(register).not.toHaveBeenCalled();
  });

  it("asks the worker to store this page and the code it loaded lazily at once, and the explorer's and the map's code once they are loaded", async () => {
    const files = ["/_next/static/chunks/page.js", "/_next/static/chunks/explorer.js"].map((p) => `${location.origin}${p}`);
    const resources = vi.spyOn(performance, "getEntriesByType").mockImplementation(() => [...files, "https://tiles.example/1.png"].map((name) => ({ name }) as PerformanceEntry));
    render(<ServiceWorker />);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE.registerAfterLoadMs));
    // Sent before the map's code has arrived: on a weak connection that can take long.
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage.mock.calls[0]![0]).toEqual({
      type: "CACHE_URLS",
      payload: { urlsToCache: [[location.href, { headers: { accept: "text/html" } }], ...files] },
    });
    const leaflet = `${location.origin}/_next/static/chunks/leaflet.js`;
    const explorer = `${location.origin}/_next/static/chunks/place-explorer.js`;
    files.push(leaflet);
    await act(async () => mapCode.release());
    // Not before the explorer's code has arrived too: one message with both.
    expect(postMessage).toHaveBeenCalledTimes(1);
    files.push(explorer);
    await act(async () => explorerCode.release());
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage.mock.calls[1]![0]).toEqual({ type: "CACHE_URLS", payload: { urlsToCache: [leaflet, explorer] } });
    resources.mockRestore();
  });
});
