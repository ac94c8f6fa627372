import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { NOTICE_HEIGHT_VAR, OfflineNotice } from "@/components/offline/offline-notice";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";
import { FALLBACK_PAGE_ATTRIBUTE, OFFLINE, STORED_COPY_ATTRIBUTE } from "@/lib/offline/settings";

const OFFLINE_KEY = "Offline — showing information from {time}.";

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
};

/** The notice's clock code loads on demand: let it arrive and the notice render. */
const settle = () =>
  act(async () => {
    await import("@/lib/places/clock");
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
  });

const RENDERED = "2026-11-22T16:15:00.000Z"; // 8:15 AM in Los Angeles

describe("<OfflineNotice>", () => {
  afterEach(() => vi.useRealTimers());

  it("says nothing on the server or for a fresh page online", async () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    expect(renderToString(<OfflineNotice renderedAt={RENDERED} />)).toBe("");
    render(<OfflineNotice renderedAt={RENDERED} />);
    await settle();
    expect(screen.queryByTestId("offline-notice")).toBeNull();
  });

  it("offline: says so and when the information is from, in Los Angeles time", async () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    render(<OfflineNotice renderedAt={RENDERED} />);
    await settle();
    setOnline(false);
    await settle();
    expect(screen.getByTestId("offline-notice")).toHaveTextContent("Offline — showing information from Nov 22, 2026, 8:15 AM.");
    // The page below makes room for it (MainArea's padding reads the variable)…
    expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_VAR)).toMatch(/^\d+px$/);
    setOnline(true);
    await settle();
    expect(screen.queryByTestId("offline-notice")).toBeNull();
    // …and takes it back when it goes.
    expect(document.documentElement.style.getPropertyValue(NOTICE_HEIGHT_VAR)).toBe("");
  });

  it("a page from the server is never called saved, however long ago the server rendered it (stale-while-revalidate)", async () => {
    // Served from Next's cache two hours after it was rendered: its data has not changed since, or
    // it would have been re-rendered (docs/caching.md).
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 2 * 60 * 60_000 });
    render(<OfflineNotice renderedAt={RENDERED} />);
    await settle();
    expect(screen.queryByTestId("offline-notice")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    await settle();
    expect(screen.queryByTestId("offline-notice")).toBeNull();
  });

  it("a copy the service worker served from storage says so, even when the browser claims to be online", async () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    document.documentElement.setAttribute(STORED_COPY_ATTRIBUTE, "");
    try {
      render(<OfflineNotice renderedAt={RENDERED} />);
      await settle();
      expect(screen.getByTestId("offline-notice")).toHaveTextContent("Showing saved information from Nov 22, 2026, 8:15 AM.");
      expect(screen.getByRole("button", { name: "Reload for the latest" })).toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute(STORED_COPY_ATTRIBUTE);
    }
  });

  it("a page the browser restores from memory long after it was rendered says so; a recent one does not", async () => {
    const restore = () =>
      act(() => {
        window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
      });
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    const { unmount } = render(<OfflineNotice renderedAt={RENDERED} />);
    await settle();
    restore();
    await settle();
    expect(screen.queryByTestId("offline-notice")).toBeNull();
    unmount();
    vi.setSystemTime(Date.parse(RENDERED) + OFFLINE.restoredStaleAfterMs + 1000);
    render(<OfflineNotice renderedAt={RENDERED} />);
    await settle();
    restore();
    await settle();
    expect(screen.getByTestId("offline-notice")).toHaveTextContent("Showing saved information");
  });

  it("never on the page that says this page is not stored (it says so itself)", async () => {
    // Served at the address asked for (/donate): known by its mark.
    const page = document.createElement("article");
    page.setAttribute(FALLBACK_PAGE_ATTRIBUTE, "");
    document.body.append(page);
    try {
      render(<OfflineNotice renderedAt={RENDERED} />);
      await settle();
      setOnline(false);
      await settle();
      expect(screen.queryByTestId("offline-notice")).toBeNull();
    } finally {
      page.remove();
    }
  });

  it("in the visitor's language, with no doubled full stop after a time that ends in one", async () => {
    vi.useFakeTimers({ now: Date.parse(RENDERED) + 1000 });
    render(
      <LanguageProvider language="es" messages={compiledMessages("es", [OFFLINE_KEY])} facts={clientFacts("es")}>
        <OfflineNotice renderedAt={RENDERED} />
      </LanguageProvider>,
    );
    await settle();
    setOnline(false);
    await settle();
    expect(screen.getByTestId("offline-notice")).toHaveTextContent(/^Sin conexión: se muestra la información del 22 nov 2026, 8:15\sa\.\s?m\.(?!\.)/);
  });
});
