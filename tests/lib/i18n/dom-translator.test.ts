import { act, createElement, useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DomTranslator, MACHINE_ATTRIBUTE, MAX_CHARS_PER_REQUEST, MAX_TEXTS_PER_REQUEST, type TranslationResult } from "@/lib/i18n/dom-translator";

/** Fake service: "curated" for a few known strings, "[es] …" machine output for the rest. */
const CURATED: Record<string, string> = { "Open now": "Abierto ahora", Directions: "Cómo llegar" };
const fakeTranslate = (texts: string[]): TranslationResult[] =>
  texts.map((text) => (CURATED[text] ? { text: CURATED[text], source: "curated" } : { text: `[es] ${text}`, source: "machine" }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const translators: DomTranslator[] = [];
const roots: HTMLElement[] = [];

function setup(html: string, translate = vi.fn(async (texts: string[]) => fakeTranslate(texts))) {
  // Tests work inside a hydrated dynamic region, where the translator is allowed to write.
  const root = document.createElement("div");
  root.setAttribute("data-i18n", "dynamic");
  root.setAttribute("data-hydrated", "true");
  root.innerHTML = html;
  document.body.appendChild(root);
  roots.push(root);
  const logger = { error: vi.fn() };
  const translator = new DomTranslator({ root, target: "es", translate, logger, debounceMs: 10 });
  translators.push(translator);
  return { root, translate, logger, translator };
}

/** The texts sent in request n, sorted. */
const sent = (translate: { mock: { calls: unknown[][] } }, n = 0) => [...(translate.mock.calls[n]?.[0] as string[])].sort();

afterEach(() => {
  translators.splice(0).forEach((t) => t.stop());
  roots.splice(0).forEach((r) => r.remove());
});

describe("DomTranslator: what it collects", () => {
  it("translates text nodes, keeping each node's own leading and trailing whitespace", async () => {
    const { root, translator } = setup("<p>\n  Shelter   open\t</p>");
    await translator.translateNow();
    expect(root.querySelector("p")!.firstChild!.nodeValue).toBe("\n  [es] Shelter open\t");
  });

  it("skips every marker, code, typed text, letterless and blank strings, and curated regions except dynamic islands", async () => {
    const { root, translate, translator } = setup(`
      <p>Translator me</p>
      <p translate="no">Marked translate no</p>
      <p class="notranslate">Marked notranslate</p>
      <p data-no-translate>Marked data-no-translate <span title="Inner title">Inner</span></p>
      <script>var scriptText = "script";</script>
      <style>.a::after { content: "style" }</style>
      <code>codeText</code>
      <pre>preformatted</pre>
      <textarea>typed in textarea</textarea>
      <div contenteditable="true"><b>editable bold</b></div>
      <noscript>noscript text</noscript>
      <svg><text>svg text</text></svg>
      <p>12:30 — 42% · 90210</p>
      <p>   </p>
      <p>https://example.org/shelters</p>
      <input type="text" value="typed value" placeholder="Search places">
      <input type="search" value="another typed value">
      <input type="submit" value="Send">
      <div data-i18n="curated">
        <p>Curated text</p>
        <img alt="Curated alt">
        <div data-i18n="dynamic" data-hydrated="true">
          <p>Dynamic island</p>
          <span title="Island title">—</span>
          <div data-i18n="curated"><p>Curated again</p></div>
        </div>
      </div>`);
    await translator.translateNow();

    expect(translate).toHaveBeenCalledTimes(1);
    expect(sent(translate)).toEqual(["Dynamic island", "Island title", "Search places", "Send", "Translator me"]);
    expect(root.querySelector("code")!.textContent).toBe("codeText");
    expect(root.querySelector("textarea")!.value).toBe("typed in textarea");
    expect(root.querySelector<HTMLInputElement>('input[type="text"]')!.getAttribute("value")).toBe("typed value");
    expect(root.querySelector<HTMLInputElement>('input[type="text"]')!.getAttribute("placeholder")).toBe("[es] Search places");
    expect(root.querySelector<HTMLInputElement>('input[type="submit"]')!.getAttribute("value")).toBe("[es] Send");
  });

  it("leaves unmarked text and dynamic regions React has not hydrated yet alone, then translates them once hydrated", async () => {
    const { root, translate, translator } = setup(`<div data-i18n="dynamic"><p>Waiting for hydration</p></div>`);
    // Unmarked: the server already rendered it in the visitor's language; and not hydrated yet.
    root.removeAttribute("data-i18n");
    root.removeAttribute("data-hydrated");
    root.insertAdjacentHTML("beforeend", "<p>Server rendered</p>");
    translator.start();
    await translator.translateNow();
    expect(translate).not.toHaveBeenCalled();
    root.querySelector("[data-i18n]")!.setAttribute("data-hydrated", "true");
    await vi.waitFor(() => expect(root.querySelector("p")!.textContent).toBe("[es] Waiting for hydration"));
    expect(sent(translate)).toEqual(["Waiting for hydration"]);
    expect(root.lastElementChild!.textContent).toBe("Server rendered");
  });

  it("translates title, alt, placeholder, aria-label and button values", async () => {
    const { root, translator } = setup(`
      <a href="/x" title="Open the map" aria-label="Map of shelters">—</a>
      <img alt="Fire line" src="x.png">
      <input placeholder="Your email">
      <input type="button" value="Filter"><input type="reset" value="Clear filters">`);
    await translator.translateNow();
    const a = root.querySelector("a")!;
    expect(a.getAttribute("title")).toBe("[es] Open the map");
    expect(a.getAttribute("aria-label")).toBe("[es] Map of shelters");
    expect(root.querySelector("img")!.getAttribute("alt")).toBe("[es] Fire line");
    expect(root.querySelector("input")!.getAttribute("placeholder")).toBe("[es] Your email");
    expect(root.querySelector('input[type="button"]')!.getAttribute("value")).toBe("[es] Filter");
    expect(root.querySelector('input[type="reset"]')!.getAttribute("value")).toBe("[es] Clear filters");
  });
});

describe("DomTranslator: requests", () => {
  it("sends ONE request per pass with deduplicated, normalized texts", async () => {
    const { root, translate, translator } = setup(`
      <ul><li>Directions</li><li> Directions </li><li>Directions</li></ul>
      <a title="Directions">Food   bank</a><p>Food bank</p>`);
    await translator.translateNow();
    expect(translate).toHaveBeenCalledTimes(1);
    expect(sent(translate)).toEqual(["Directions", "Food bank"]);
    expect([...root.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Cómo llegar", " Cómo llegar ", "Cómo llegar"]);
    expect(root.querySelector("a")!.getAttribute("title")).toBe("Cómo llegar");
  });

  it("keeps each request under the API's body limit when texts are long", async () => {
    const long = (i: number) => `Shelter ${i} ${"details ".repeat(230)}`.trim(); // ~1,850 characters each
    const { translate, translator } = setup(Array.from({ length: 120 }, (_, i) => `<p>${long(i)}</p>`).join(""));
    await translator.translateNow();
    expect(translate.mock.calls.length).toBeGreaterThan(1);
    for (const [texts] of translate.mock.calls as [string[]][]) {
      expect(texts.join("").length).toBeLessThanOrEqual(MAX_CHARS_PER_REQUEST);
    }
    expect(translate.mock.calls.flatMap(([texts]) => texts as string[])).toHaveLength(120);
  });

  it("splits more than 200 texts into chunks of 200 sent in parallel, all within one pass", async () => {
    const pending: { texts: string[]; done: ReturnType<typeof deferred<TranslationResult[]>> }[] = [];
    const translate = vi.fn((texts: string[]) => {
      const done = deferred<TranslationResult[]>();
      pending.push({ texts, done });
      return done.promise;
    });
    const html = Array.from({ length: 450 }, (_, i) => `<p>Place number ${i}</p>`).join("");
    const { root, translator } = setup(html, translate);

    const pass = translator.translateNow();
    // All three requests are out before any answers.
    expect(translate).toHaveBeenCalledTimes(3);
    expect(translate.mock.calls.map(([texts]) => texts.length)).toEqual([MAX_TEXTS_PER_REQUEST, MAX_TEXTS_PER_REQUEST, 50]);
    expect(new Set(translate.mock.calls.flatMap(([texts]) => texts)).size).toBe(450);
    pending.forEach(({ texts, done }) => done.resolve(fakeTranslate(texts)));
    await pass;
    expect(root.querySelectorAll("p")[0]!.textContent).toBe("[es] Place number 0");
    expect(root.querySelectorAll("p")[449]!.textContent).toBe("[es] Place number 449");
  });

  it("batches later additions, seen by the MutationObserver, into one request", async () => {
    const { root, translate, translator } = setup("<p>Shelter open</p>");
    translator.start();
    await translator.translateNow();
    expect(translate).toHaveBeenCalledTimes(1);

    for (const text of ["Late one", "Late two", "Late three"]) {
      const p = document.createElement("p");
      p.textContent = text;
      root.appendChild(p);
      await Promise.resolve();
    }
    root.querySelector("p")!.setAttribute("title", "Late title");

    await vi.waitFor(() => expect(root.lastElementChild!.textContent).toBe("[es] Late three"));
    expect(translate).toHaveBeenCalledTimes(2);
    expect(sent(translate, 1)).toEqual(["Late one", "Late three", "Late title", "Late two"]);
    expect(root.querySelector("p")!.getAttribute("title")).toBe("[es] Late title");
  });

  it("does not overwrite a node that changed while its request was in flight (stale check)", async () => {
    const done = deferred<TranslationResult[]>();
    const translate = vi.fn(() => done.promise);
    const { root, translator } = setup("<p>Evacuation center</p><p>Water</p>", translate);
    const [first, second] = [...root.querySelectorAll("p")];

    const pass = translator.translateNow();
    first!.firstChild!.nodeValue = "Evacuation center closed";
    done.resolve(fakeTranslate(["Evacuation center", "Water"]));
    await pass;

    expect(first!.textContent).toBe("Evacuation center closed");
    expect(second!.textContent).toBe("[es] Water");
  });

  it("does not loop on its own writes: requests stay constant once writes settle", async () => {
    const { root, translate, translator } = setup(`<p>Shelter open</p><p title="Hours">Food</p><img alt="Map">`);
    translator.start();
    await translator.translateNow();
    await sleep(80);
    await translator.translateNow();
    await sleep(80);
    expect(translate).toHaveBeenCalledTimes(1);
    expect(root.querySelector("p")!.getAttribute(MACHINE_ATTRIBUTE)).toBe("");
  });

  it("re-applies a cached result at once, without a request, when the English comes back", async () => {
    const { root, translate, translator } = setup("<p>Shelter open</p>");
    translator.start();
    await translator.translateNow();
    const text = root.querySelector("p")!.firstChild!;
    text.nodeValue = "Shelter open";
    await Promise.resolve(); // the observer's microtask
    expect(text.nodeValue).toBe("[es] Shelter open");
    expect(translate).toHaveBeenCalledTimes(1);
  });
});

describe("DomTranslator: React", () => {
  function Status() {
    const labels = ["Shelter open", "Shelter full", "Shelter closed"];
    const [n, setN] = useState(0);
    return createElement(
      "div",
      null,
      createElement("p", { "data-testid": "status" }, labels[n % labels.length]),
      createElement("p", { "data-testid": "beds" }, "Beds: ", n * 10),
      createElement("button", { type: "button", onClick: () => setN((value) => value + 1), "aria-label": "Next status" }, "Next"),
    );
  }

  it("re-translates text React changes, and React keeps working (updates, unmount)", async () => {
    const errors = vi.spyOn(console, "error");
    const translate = vi.fn(async (texts: string[]) => fakeTranslate(texts));
    const { container, unmount } = render(createElement(Status));
    container.setAttribute("data-i18n", "dynamic");
    container.setAttribute("data-hydrated", "true");
    const logger = { error: vi.fn() };
    const translator = new DomTranslator({ root: container, target: "es", translate, logger, debounceMs: 10 });
    translators.push(translator);
    translator.start();
    await translator.translateNow();

    const status = screen.getByTestId("status");
    const button = screen.getByRole("button", { name: "[es] Next status" });
    expect(status.textContent).toBe("[es] Shelter open");
    expect(screen.getByTestId("beds").textContent).toBe("[es] Beds: 0");
    expect(button.textContent).toBe("[es] Next");

    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(status.textContent).toBe("[es] Shelter full"));
    expect(screen.getByTestId("beds").textContent).toBe("[es] Beds: 10");
    expect(translate).toHaveBeenCalledTimes(2);

    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(status.textContent).toBe("[es] Shelter closed"));
    // Back to a text already translated: applied from the cache, no request.
    await act(async () => fireEvent.click(button));
    expect(status.textContent).toBe("[es] Shelter open");
    expect(translate).toHaveBeenCalledTimes(3);

    unmount();
    expect(container.innerHTML).toBe("");
    expect(logger.error).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("DomTranslator: originals and marking", () => {
  it("keeps originals and restores them with setShowOriginal(true); false re-applies without a request", async () => {
    const { root, translate, translator } = setup(`<p>Open now</p><p>Bring water</p><img alt="Fire map">`);
    translator.start();
    await translator.translateNow();
    const [curated, machine] = [...root.querySelectorAll("p")];
    expect(curated!.textContent).toBe("Abierto ahora");
    expect(machine!.textContent).toBe("[es] Bring water");

    translator.setShowOriginal(true);
    expect(curated!.textContent).toBe("Open now");
    expect(machine!.textContent).toBe("Bring water");
    expect(machine!.hasAttribute(MACHINE_ATTRIBUTE)).toBe(false);
    expect(machine!.hasAttribute("title")).toBe(false);
    expect(root.querySelector("img")!.getAttribute("alt")).toBe("Fire map");

    // Paused: later content stays English.
    const late = document.createElement("p");
    late.textContent = "Late news";
    root.appendChild(late);
    await sleep(40);
    expect(late.textContent).toBe("Late news");

    translator.setShowOriginal(false);
    expect(curated!.textContent).toBe("Abierto ahora");
    expect(machine!.textContent).toBe("[es] Bring water");
    expect(root.querySelector("img")!.getAttribute("alt")).toBe("[es] Fire map");
    await vi.waitFor(() => expect(late.textContent).toBe("[es] Late news"));
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it("marks machine translations (title = the English, only if there was no title), not curated ones", async () => {
    const { root, translator } = setup(`
      <p id="machine">Bring water</p>
      <p id="curated">Open now</p>
      <p id="titled" title="Hours">Closed on Sunday</p>`);
    await translator.translateNow();
    const machine = root.querySelector("#machine")!;
    expect(machine.getAttribute(MACHINE_ATTRIBUTE)).toBe("");
    expect(machine.getAttribute("title")).toBe("Bring water");
    const curated = root.querySelector("#curated")!;
    expect(curated.hasAttribute(MACHINE_ATTRIBUTE)).toBe(false);
    expect(curated.hasAttribute("title")).toBe(false);
    const titled = root.querySelector("#titled")!;
    expect(titled.getAttribute(MACHINE_ATTRIBUTE)).toBe("");
    expect(titled.getAttribute("title")).toBe("[es] Hours"); // its own title, translated, not replaced
  });

  it("unmarks an element when its machine text becomes a curated one", async () => {
    const { root, translator } = setup(`<p>Bring water</p>`);
    translator.start();
    await translator.translateNow();
    const p = root.querySelector("p")!;
    expect(p.hasAttribute(MACHINE_ATTRIBUTE)).toBe(true);
    p.firstChild!.nodeValue = "Open now";
    await vi.waitFor(() => expect(p.textContent).toBe("Abierto ahora"));
    expect(p.hasAttribute(MACHINE_ATTRIBUTE)).toBe(false);
    expect(p.hasAttribute("title")).toBe(false);
  });
});

describe("DomTranslator: errors", () => {
  it("leaves texts unchanged and logs one error when the request fails (all chunks)", async () => {
    const translate = vi.fn(async () => {
      throw new Error("503");
    });
    const html = `<p>Shelter open</p>` + Array.from({ length: 250 }, (_, i) => `<span>Item ${i}</span>`).join("");
    const { root, logger, translator } = setup(html, translate);
    await translator.translateNow();
    expect(translate).toHaveBeenCalledTimes(2);
    expect(root.querySelector("p")!.textContent).toBe("Shelter open");
    expect(root.querySelector("p")!.hasAttribute(MACHINE_ATTRIBUTE)).toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("treats an answer with the wrong number of translations as a failure", async () => {
    const translate = vi.fn(async () => [{ text: "Uno", source: "machine" as const }]);
    const { root, logger, translator } = setup(`<p>One</p><p>Two</p>`, translate);
    await translator.translateNow();
    expect(root.textContent).toBe("OneTwo");
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it("logs an error writing one node and still writes the others", async () => {
    const { root, logger, translator } = setup(`<p>First</p><p>Second</p><p>Third</p>`);
    const second = root.querySelectorAll("p")[1]!.firstChild!;
    Object.defineProperty(second, "nodeValue", {
      get: () => "Second",
      set: () => {
        throw new Error("read-only");
      },
    });
    await translator.translateNow();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(root.querySelectorAll("p")[0]!.textContent).toBe("[es] First");
    expect(root.querySelectorAll("p")[2]!.textContent).toBe("[es] Third");
  });
});
