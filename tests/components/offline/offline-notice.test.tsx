import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { NOTICE_HEIGHT_VAR, OfflineNotice } from "@/components/offline/offline-notice";
import { OFFLINE_NOTICE } from "@/lib/config";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";

const OFFLINE_KEY = "Offline — showing information from {time}.";

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
};

const RENDERED = "2026-11-22T16:15:00.000Z"; // 8:15 AM in Los Angeles

describe("<OfflineNotice>", () => {
  afterEach(() => vi.useRealTimers());

  it("says nothing on the server or for a fresh page online", () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    expect(renderToString(<OfflineNotice renderedAt={RENDERED} />)).toBe("");
    render(<OfflineNotice renderedAt={RENDERED} />);
    expect(screen.queryByTestId("offline-notice")).toBeNull();
  });

  it("offline: says so and when the information is from, in Los Angeles time", () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    render(<OfflineNotice renderedAt={RENDERED} />);
    setOnline(false);
    expect(screen.getByTestId("offline-notice")).toHaveTextContent("Offline — showing information from Nov 22, 2026, 8:15 AM.");
    // The page below makes room for it (MainArea's padding reads the variable)…
    expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_VAR)).toMatch(/^\d+px$/);
    setOnline(true);
    expect(screen.queryByTestId("offline-notice")).toBeNull();
    // …and takes it back when it goes.
    expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_VAR)).toBe("");
  });

  it("a page older than any fresh render was stored: it says so even when the browser claims to be online", () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + OFFLINE_NOTICE.staleAfterMs + 1000 });
    render(<OfflineNotice renderedAt={RENDERED} />);
    expect(screen.getByTestId("offline-notice")).toHaveTextContent("Showing saved information from Nov 22, 2026, 8:15 AM.");
    expect(screen.getByRole("button", { name: "Reload for the latest" })).toBeInTheDocument();
  });

  it("becomes stale while open, checked every minute", () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) });
    render(<OfflineNotice renderedAt={RENDERED} />);
    expect(screen.queryByTestId("offline-notice")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(OFFLINE_NOTICE.staleAfterMs + OFFLINE_NOTICE.checkEveryMs);
    });
    expect(screen.getByTestId("offline-notice")).toBeInTheDocument();
  });

  it("in the visitor's language, with no doubled full stop after a time that ends in one", () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    render(
      <LanguageProvider language="es" messages={compiledMessages("es", [OFFLINE_KEY])} facts={clientFacts("es")}>
        <OfflineNotice renderedAt={RENDERED} />
      </LanguageProvider>,
    );
    setOnline(false);
    expect(screen.getByTestId("offline-notice")).toHaveTextContent(/^Sin conexión: se muestra la información del 22 nov 2026, 8:15\sa\.\s?m\.(?!\.)/);
  });
});
