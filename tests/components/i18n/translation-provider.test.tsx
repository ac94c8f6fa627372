import { DynamicRegion } from "@/components/i18n/dynamic-region";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/i18n/language-context";
import { TranslationProvider, type MachineNoticeLabels } from "@/components/i18n/translation-provider";
import { postTranslations } from "@/lib/i18n/post-translations";
import { MachineText } from "@/components/i18n/machine-text";
import { MACHINE_ATTRIBUTE } from "@/lib/i18n/dom-translator";
import type { Language } from "@/lib/i18n/languages";

vi.mock("next/navigation", () => ({ usePathname: vi.fn(() => "/") }));

const LABELS: MachineNoticeLabels = {
  notice: "Parte del texto de esta página se tradujo automáticamente.",
  showOriginal: "Ver original",
  showTranslation: "Ver traducción",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Body = { target: string; texts: string[] };
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as Body;

function stubFetch(respond: (body: Body) => Response = (body) => Response.json({ translations: body.texts.map((text) => ({ text: `[${body.target}] ${text}`, source: "machine" })) })) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => respond(JSON.parse(init.body as string) as Body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function Page({
  language,
  machineTranslation = true,
  children = <DynamicRegion><p>Pasadena shelter open</p></DynamicRegion>,
}: {
  language: Language;
  machineTranslation?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <LanguageProvider language={language}>
      <TranslationProvider labels={LABELS} machineTranslation={machineTranslation}>
        {children}
      </TranslationProvider>
    </LanguageProvider>
  );
}

beforeEach(() => {
  vi.mocked(usePathname).mockReturnValue("/");
});

afterEach(() => {
  vi.mocked(usePathname).mockReset();
});

describe("<TranslationProvider> with text the server translated", () => {
  const serverTranslated = (
    <DynamicRegion>
      <h3>
        <MachineText text="Refugio de evacuación" original="Evacuation Shelter" />
      </h3>
      <p>Address stays</p>
    </DynamicRegion>
  );

  it("labels it, asks the service for nothing, and shows the original on request", async () => {
    const fetch = stubFetch();
    render(<Page language="es">{serverTranslated}</Page>);
    const heading = screen.getByRole("heading");
    expect(heading).toHaveTextContent("Refugio de evacuación");
    expect(heading.querySelector(`[${MACHINE_ATTRIBUTE}]`)).not.toBeNull();
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent(LABELS.notice);

    fireEvent.click(screen.getByRole("button", { name: LABELS.showOriginal }));
    expect(heading).toHaveTextContent("Evacuation Shelter");
    expect(heading.querySelector('[lang="en"]')).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: LABELS.showTranslation }));
    expect(heading).toHaveTextContent("Refugio de evacuación");

    await act(() => sleep(150));
    // Only the English text outside it went to the service; the server's translation never did.
    const sent = fetch.mock.calls.flatMap((call) => bodyOf(call).texts);
    expect(sent).not.toContain("Refugio de evacuación");
    expect(sent).not.toContain("Evacuation Shelter");
  });

  it("without a translation service, never loads the walker nor asks /api/translate", async () => {
    const fetch = stubFetch();
    render(<Page language="ko" machineTranslation={false} />);
    await act(() => sleep(150));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText("Pasadena shelter open")).toBeInTheDocument();
  });
});

describe("<TranslationProvider>", () => {
  it("does nothing in English", async () => {
    const fetch = stubFetch();
    render(<Page language="en" />);
    await act(() => sleep(100));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText("Pasadena shelter open")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("posts the page's untranslated texts to /api/translate and writes the results", async () => {
    const fetch = stubFetch();
    render(<Page language="es" />);
    expect(await screen.findByText("[es] Pasadena shelter open")).toBeInTheDocument();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/translate");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(bodyOf(fetch.mock.calls[0]!)).toEqual({ target: "es", texts: ["Pasadena shelter open"] });
  });

  it("shows the machine notice, untranslated and in the page language, and toggles the original", async () => {
    stubFetch();
    render(<Page language="es" />);
    const status = await screen.findByRole("status");
    expect(status).toHaveAttribute("translate", "no");
    expect(status).toHaveTextContent(LABELS.notice);
    const text = screen.getByText("[es] Pasadena shelter open");
    expect(text).toHaveAttribute(MACHINE_ATTRIBUTE, "");

    fireEvent.click(screen.getByRole("button", { name: LABELS.showOriginal }));
    expect(text).toHaveTextContent(/^Pasadena shelter open$/);
    expect(text).not.toHaveAttribute(MACHINE_ATTRIBUTE);

    fireEvent.click(screen.getByRole("button", { name: LABELS.showTranslation }));
    expect(text).toHaveTextContent("[es] Pasadena shelter open");
    expect(screen.getByRole("button", { name: LABELS.showOriginal })).toBeInTheDocument();
  });

  it("shows no notice when everything came back curated", async () => {
    stubFetch((body) => Response.json({ translations: body.texts.map(() => ({ text: "Refugio abierto", source: "curated" })) }));
    render(<Page language="es" />);
    expect(await screen.findByText("Refugio abierto")).toBeInTheDocument();
    await act(() => sleep(20));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("runs a pass on every route change", async () => {
    const fetch = stubFetch();
    const { rerender } = render(<Page language="ko" />);
    await screen.findByText("[ko] Pasadena shelter open");

    vi.mocked(usePathname).mockReturnValue("/volunteer");
    rerender(
      <Page language="ko">
        <DynamicRegion>
          <p>Volunteer at the food bank</p>
        </DynamicRegion>
      </Page>,
    );
    expect(await screen.findByText("[ko] Volunteer at the food bank")).toBeInTheDocument();
    expect(fetch.mock.calls.flatMap((call) => bodyOf(call).texts)).toContain("Volunteer at the food bank");
  });

  it("leaves the text in English and logs one error when the API fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = stubFetch(() => Response.json({ error: "boom" }, { status: 500 }));
    render(<Page language="zh" />);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Pasadena shelter open")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("stops on unmount and puts the originals back", async () => {
    const fetch = stubFetch();
    const outside = document.createElement("p");
    outside.setAttribute("data-i18n", "dynamic");
    outside.setAttribute("data-hydrated", "true");
    outside.textContent = "Outside text";
    document.body.appendChild(outside);
    const { unmount } = render(<Page language="es" />);
    await waitFor(() => expect(outside.textContent).toBe("[es] Outside text"));
    unmount();
    expect(outside.textContent).toBe("Outside text");

    const calls = fetch.mock.calls.length;
    const later = document.createElement("p");
    later.setAttribute("data-i18n", "dynamic");
    later.setAttribute("data-hydrated", "true");
    later.textContent = "Added after unmount";
    document.body.appendChild(later);
    await act(() => sleep(100));
    expect(fetch).toHaveBeenCalledTimes(calls);
    expect(later.textContent).toBe("Added after unmount");
    outside.remove();
    later.remove();
  });

  it("gives up on the API after the timeout", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))),
      ),
    );
    await expect(postTranslations("es", ["Shelter open"], 20)).rejects.toThrow(/Abort/);
  });

  it("rejects an answer without translations", async () => {
    stubFetch(() => Response.json({ nope: true }));
    await expect(postTranslations("es", ["Shelter open"])).rejects.toThrow(/without translations/);
  });
});
