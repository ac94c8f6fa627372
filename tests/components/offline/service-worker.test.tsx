import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { ServiceWorker } from "@/components/offline/service-worker";
import { OFFLINE } from "@/lib/offline/policy";

describe("<ServiceWorker>", () => {
  const register = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv("NODE_ENV", "production");
    const postMessage = vi.fn();
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
});
