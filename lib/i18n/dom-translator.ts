import { TRANSLATION } from "@/lib/i18n/translation-settings";
import { hasLetters, normalizeText } from "./normalize";
import type { TargetLanguage } from "./types";

/**
 * Translates what the server did not (database text, late content, chat, toasts) in the live DOM,
 * without breaking React: it only ever sets `nodeValue` on text nodes and attributes on elements,
 * never replaces, wraps or removes a node (see /work/shared/research/translation.md).
 */

export type TranslationSource = "curated" | "machine" | "original";
export type TranslationResult = { text: string; source: TranslationSource };
/** Translates normalized English texts; results in the same order. Rejects when the request fails. */
export type TranslateTexts = (texts: string[]) => Promise<TranslationResult[]>;

/** The translate API's limits: texts per request and characters per text. */
export const {
  maxTextsPerRequest: MAX_TEXTS_PER_REQUEST,
  maxTextLength: MAX_TEXT_LENGTH,
  maxCharsPerRequest: MAX_CHARS_PER_REQUEST,
} = TRANSLATION;
export const DEBOUNCE_MS = 50;
/** Under a steady stream of mutations, a batch still goes out after this long. */
const MAX_WAIT_MS = 250;

/** Set (empty) on the parent element of a machine-translated text. */
export const MACHINE_ATTRIBUTE = "data-machine-translated";
const TRANSLATED_ATTRIBUTES = ["title", "alt", "placeholder", "aria-label"];
const BUTTON_INPUT_TYPES = new Set(["button", "submit", "reset"]);
const OBSERVED = {
  childList: true,
  characterData: true,
  subtree: true,
  attributes: true,
  attributeFilter: [...TRANSLATED_ATTRIBUTES, "value", "data-hydrated"],
} satisfies MutationObserverInit;

/** Never walked: marked as not to translate, code, what visitors type, and SVG. */
const SKIP_SELECTOR = [
  '[translate="no"]',
  ".notranslate",
  "[data-no-translate]",
  "script",
  "style",
  "code",
  "pre",
  "textarea",
  "noscript",
  "template",
  "svg",
  '[contenteditable]:not([contenteditable="false"])',
].join(",");

/** A bare web or e-mail address: nothing to translate (same rule as the server's). */
const BARE_ADDRESS_RE = /^(?:(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)$/u;

// DOM constants as numbers: no dependence on the `Node` / `NodeFilter` globals (jsdom, SSR import).
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const SHOW_ELEMENT_AND_TEXT = 0x1 | 0x4;
const FILTER_ACCEPT = 1;
const FILTER_REJECT = 2;

/** Keeps results (normalized English → result) and in-flight requests; share it to reuse them. */
export class TranslationMemory {
  readonly results = new Map<string, TranslationResult>();
  readonly pending = new Map<string, Promise<void>>();
}

export interface DomTranslatorOptions {
  root: HTMLElement;
  target: TargetLanguage;
  translate: TranslateTexts;
  logger?: Pick<Console, "error">;
  /** Delay that batches later DOM changes into one request. */
  debounceMs?: number;
  /** Results to reuse (e.g. across remounts); one memory per target language. */
  memory?: TranslationMemory;
  /** Called when the page starts or stops showing machine translations (not while showing originals). */
  onMachineTranslationsChange?: (present: boolean) => void;
}

/** A text node, or one attribute of an element, as read for translation. */
type Item =
  | { kind: "text"; node: Text; read: string; source: string; key: string }
  | { kind: "attr"; node: Element; name: string; read: string; source: string; key: string };

const isText = (node: Node): node is Text => node.nodeType === TEXT_NODE;
const isElement = (node: Node): node is Element => node.nodeType === ELEMENT_NODE;

/** The normalized text to request, or null when there is nothing to translate. */
function translatableKey(source: string): string | null {
  const text = normalizeText(source);
  if (!text || text.length > MAX_TEXT_LENGTH || !hasLetters(text) || BARE_ADDRESS_RE.test(text)) return null;
  return text;
}

/** The translation with the source's own leading and trailing whitespace around it. */
function withWhitespaceOf(source: string, translation: string): string {
  const lead = source.slice(0, source.length - source.trimStart().length);
  const trail = source.slice(source.trimEnd().length);
  return `${lead}${translation}${trail}`;
}

function isButtonInput(el: Element): boolean {
  return el.localName === "input" && BUTTON_INPUT_TYPES.has((el.getAttribute("type") ?? "").toLowerCase());
}

function isTranslatableAttribute(el: Element, name: string): boolean {
  return TRANSLATED_ATTRIBUTES.includes(name) || (name === "value" && isButtonInput(el));
}

/**
 * Only text whose nearest `data-i18n` marker is "dynamic" (database text) is translated here;
 * "curated" or no marker means the server rendered it in the visitor's language already. And only
 * inside a subtree React has hydrated (`data-hydrated="true"` on an ancestor, see DynamicRegion):
 * changing text React is still matching against the server HTML makes it discard that HTML.
 */
function inCuratedRegion(el: Element): boolean {
  if (el.closest("[data-i18n]")?.getAttribute("data-i18n") !== "dynamic") return true;
  return el.closest("[data-hydrated]")?.getAttribute("data-hydrated") !== "true";
}

function validResult(value: unknown, fallback: string): TranslationResult {
  if (typeof value === "object" && value !== null) {
    const { text, source } = value as Partial<TranslationResult>;
    if (typeof text === "string" && text.trim() && (source === "curated" || source === "machine" || source === "original")) {
      return { text: text.trim(), source };
    }
  }
  return { text: fallback, source: "original" };
}

/** Splits texts into requests of at most `size` texts and MAX_CHARS_PER_REQUEST characters. */
function chunk(values: string[], size: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const value of values) {
    if (current.length === size || (current.length > 0 && chars + value.length > MAX_CHARS_PER_REQUEST)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(value);
    chars += value.length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export class DomTranslator {
  readonly target: TargetLanguage;
  private readonly root: HTMLElement;
  private readonly translate: TranslateTexts;
  private readonly logger: Pick<Console, "error">;
  private readonly debounceMs: number;
  private readonly memory: TranslationMemory;
  private readonly onMachineChange?: (present: boolean) => void;

  // English originals and what we wrote, per node and per element + attribute name.
  private readonly textOriginals = new WeakMap<Text, string>();
  private readonly textApplied = new WeakMap<Text, string>();
  private readonly attrOriginals = new WeakMap<Element, Map<string, string>>();
  private readonly attrApplied = new WeakMap<Element, Map<string, string>>();
  private readonly machineTexts = new WeakSet<Text>();
  /** Elements with a machine-translated attribute → those attribute names (pruned when detached). */
  private readonly machineAttrs = new Map<Element, Set<string>>();
  /** Titles we added to mark machine text (the element had none). */
  private readonly ownTitles = new WeakMap<Element, string>();

  private observer: MutationObserver | null = null;
  private observing = false;
  private started = false;
  private paused = false;
  /** Bumped by stop() and setShowOriginal(true): passes started before must not write. */
  private generation = 0;
  private machinePresent = false;

  private queue = new Map<Node, Map<string, Item>>();
  private pendingWrites: { item: Item; result: TranslationResult }[] = [];
  private pendingMarks = new Set<Element>();
  private queuedSinceSchedule = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstQueuedAt = 0;

  constructor(options: DomTranslatorOptions) {
    this.root = options.root;
    this.target = options.target;
    this.translate = options.translate;
    this.logger = options.logger ?? console;
    this.debounceMs = options.debounceMs ?? DEBOUNCE_MS;
    this.memory = options.memory ?? new TranslationMemory();
    this.onMachineChange = options.onMachineTranslationsChange;
  }

  /** Starts watching the DOM for changes. The first full pass is `translateNow()`. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.observer ??= new MutationObserver((records) => this.handleRecords(records));
    if (!this.paused) this.observe();
  }

  /** Stops watching and drops pending work; the DOM is left as it is. */
  stop(): void {
    this.started = false;
    this.generation++;
    this.disconnect();
    this.dropPendingWork();
  }

  /** true: puts every original back and pauses; false: translates again (cached results at once). */
  setShowOriginal(show: boolean): void {
    if (show === this.paused) return;
    if (show) {
      this.paused = true;
      this.generation++;
      this.disconnect();
      this.dropPendingWork();
      this.restoreAll();
      return;
    }
    this.paused = false;
    if (this.started) this.observe();
    this.collectTree(this.root);
    this.commit();
  }

  /** A full pass over the root: one batched request for what is not cached; resolves once written. */
  async translateNow(): Promise<void> {
    if (this.paused) return;
    this.collectTree(this.root);
    this.commit();
    await this.flush();
  }

  // ---- Reading -------------------------------------------------------------------------------

  private collectTree(start: Node): void {
    if (!start.isConnected || !this.root.contains(start)) return;
    if (isText(start)) {
      this.collectText(start, true);
      return;
    }
    if (!isElement(start) || start.closest(SKIP_SELECTOR)) return;
    this.collectAttributes(start, null, false);
    const walker = start.ownerDocument.createTreeWalker(start, SHOW_ELEMENT_AND_TEXT, {
      acceptNode: (node) => (isElement(node) && node.matches(SKIP_SELECTOR) ? FILTER_REJECT : FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (isText(node)) this.collectText(node, false);
      else if (isElement(node)) this.collectAttributes(node, null, false);
    }
  }

  private collectText(node: Text, checkAncestors: boolean): void {
    const parent = node.parentElement;
    if (!parent || (checkAncestors && parent.closest(SKIP_SELECTOR)) || inCuratedRegion(parent)) return;
    const read = node.nodeValue ?? "";
    const source = this.textSource(node, read);
    const key = translatableKey(source);
    if (key !== null) this.consider({ kind: "text", node, read, source, key });
  }

  private collectAttributes(el: Element, names: Iterable<string> | null, checkAncestors: boolean): void {
    if ((checkAncestors && el.closest(SKIP_SELECTOR)) || inCuratedRegion(el)) return;
    for (const name of names ?? [...TRANSLATED_ATTRIBUTES, "value"]) {
      if (!isTranslatableAttribute(el, name)) continue;
      const read = el.getAttribute(name);
      if (read === null || (name === "title" && this.isOwnTitle(el, read))) continue;
      const source = this.attrSource(el, name, read);
      const key = translatableKey(source);
      if (key !== null) this.consider({ kind: "attr", node: el, name, read, source, key });
    }
  }

  /** The English behind a text node: its original while it shows our translation, else its value. */
  private textSource(node: Text, value: string): string {
    const applied = this.textApplied.get(node);
    if (applied !== undefined && applied === value) return this.textOriginals.get(node) ?? value;
    // New English (first read, or React wrote it): it becomes the original.
    this.textApplied.delete(node);
    if (this.machineTexts.delete(node) && node.parentElement) this.pendingMarks.add(node.parentElement);
    this.textOriginals.set(node, value);
    return value;
  }

  private attrSource(el: Element, name: string, value: string): string {
    const applied = this.attrApplied.get(el);
    if (applied?.get(name) === value) return this.attrOriginals.get(el)?.get(name) ?? value;
    applied?.delete(name);
    this.machineAttrs.get(el)?.delete(name);
    const originals = this.attrOriginals.get(el) ?? new Map<string, string>();
    originals.set(name, value);
    this.attrOriginals.set(el, originals);
    return value;
  }

  /** A cached result is written at once (before paint when called from the observer); else queued. */
  private consider(item: Item): void {
    const name = item.kind === "text" ? "#text" : item.name;
    const cached = this.memory.results.get(item.key);
    if (cached) {
      this.queue.get(item.node)?.delete(name);
      this.pendingWrites.push({ item, result: cached });
      return;
    }
    const entry = this.queue.get(item.node) ?? new Map<string, Item>();
    entry.set(name, item);
    this.queue.set(item.node, entry);
    this.queuedSinceSchedule = true;
  }

  private handleRecords(records: MutationRecord[]): void {
    if (!this.observing) return;
    for (const record of records) {
      const target = record.target;
      if (record.type === "characterData") {
        if (isText(target) && target.isConnected && this.root.contains(target)) this.collectText(target, true);
      } else if (record.type === "childList") {
        record.addedNodes.forEach((node) => this.collectTree(node));
        // A removed machine text may leave its parent marked.
        record.removedNodes.forEach((node) => {
          if (isText(node) && this.machineTexts.has(node) && isElement(target)) this.pendingMarks.add(target);
        });
      } else if (record.attributeName === "data-hydrated" && isElement(target)) {
        this.collectTree(target); // a dynamic region has just hydrated: translate it now
      } else if (record.attributeName && isElement(target) && target.isConnected && this.root.contains(target)) {
        this.collectAttributes(target, [record.attributeName], true);
      }
    }
    this.commit();
  }

  // ---- Requesting ----------------------------------------------------------------------------

  private scheduleFlush(): void {
    const now = Date.now();
    if (this.timer === null) this.firstQueuedAt = now;
    else clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.debounceMs, this.firstQueuedAt + MAX_WAIT_MS - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((error: unknown) => this.logger.error("Translating the page failed", error));
    }, wait);
  }

  /** Requests what the queued items need (deduplicated, in parallel chunks), then writes them. */
  private async flush(): Promise<void> {
    this.clearTimer();
    if (this.queue.size === 0) return;
    const items = [...this.queue.values()].flatMap((entry) => [...entry.values()]);
    this.queue.clear();
    const generation = this.generation;

    const fresh: string[] = [];
    const waits = new Set<Promise<void>>();
    for (const key of new Set(items.map((item) => item.key))) {
      if (this.memory.results.has(key)) continue;
      const pending = this.memory.pending.get(key);
      if (pending) waits.add(pending);
      else fresh.push(key);
    }

    const failures: unknown[] = [];
    const requests = chunk(fresh, MAX_TEXTS_PER_REQUEST).map((texts) => {
      const request: Promise<void> = this.request(texts)
        .catch((error: unknown) => {
          failures.push(error);
        })
        .finally(() => {
          for (const text of texts) if (this.memory.pending.get(text) === request) this.memory.pending.delete(text);
        });
      for (const text of texts) this.memory.pending.set(text, request);
      return request;
    });
    await Promise.all([...requests, ...waits]);

    if (failures.length > 0) {
      // One error per pass, however many chunks failed.
      this.logger.error(`Translating ${fresh.length} texts into "${this.target}" failed; they stay in English.`, failures[0]);
    }
    if (generation !== this.generation || this.paused) return;
    for (const item of items) {
      const result = this.memory.results.get(item.key);
      if (result) this.pendingWrites.push({ item, result });
    }
    this.commit();
  }

  private async request(texts: string[]): Promise<void> {
    const results: unknown = await this.translate(texts);
    if (!Array.isArray(results) || results.length !== texts.length) {
      throw new Error(`Expected ${texts.length} translations, got ${Array.isArray(results) ? results.length : typeof results}`);
    }
    texts.forEach((text, i) => this.memory.results.set(text, validResult(results[i], text)));
  }

  // ---- Writing -------------------------------------------------------------------------------

  /** Writes pending results and marks with the observer disconnected (no loops), then reports. */
  private commit(): void {
    if (this.pendingWrites.length > 0 || this.pendingMarks.size > 0) {
      const writes = this.pendingWrites;
      this.pendingWrites = [];
      this.withoutObserving(() => {
        for (const { item, result } of writes) this.apply(item, result);
        for (const el of this.pendingMarks) this.guard(() => this.refreshMark(el));
        this.pendingMarks.clear();
      });
    }
    if (this.queuedSinceSchedule && this.queue.size > 0) this.scheduleFlush();
    this.queuedSinceSchedule = false;
    this.reportMachine();
  }

  private apply(item: Item, result: TranslationResult): void {
    this.guard(() => {
      if (!item.node.isConnected || result.source === "original") return;
      const output = withWhitespaceOf(item.source, result.text);
      if (item.kind === "text") this.applyText(item.node, item.read, output, result.source === "machine");
      else this.applyAttribute(item.node, item.name, item.read, output, result.source === "machine");
    });
  }

  private applyText(node: Text, read: string, output: string, machine: boolean): void {
    // Stale check: only if the node still holds exactly what was read for the request.
    if (node.nodeValue !== read) return;
    if (node.nodeValue !== output) node.nodeValue = output;
    this.textApplied.set(node, output);
    const wasMachine = this.machineTexts.has(node);
    if (machine) this.machineTexts.add(node);
    else this.machineTexts.delete(node);
    if ((wasMachine || machine) && node.parentElement) this.pendingMarks.add(node.parentElement);
  }

  private applyAttribute(el: Element, name: string, read: string, output: string, machine: boolean): void {
    if (el.getAttribute(name) !== read) return;
    if (read !== output) el.setAttribute(name, output);
    const applied = this.attrApplied.get(el) ?? new Map<string, string>();
    applied.set(name, output);
    this.attrApplied.set(el, applied);
    const names = this.machineAttrs.get(el) ?? new Set<string>();
    if (machine) names.add(name);
    else names.delete(name);
    if (names.size > 0) this.machineAttrs.set(el, names);
    else this.machineAttrs.delete(el);
  }

  /** Whether the title is the one we added to mark machine text (else it is the page's own). */
  private isOwnTitle(el: Element, title: string): boolean {
    const own = this.ownTitles.get(el);
    if (own === undefined) return false;
    if (own === title) return true;
    this.ownTitles.delete(el);
    return false;
  }

  /** Marks an element whose own text is (partly) machine-translated, or unmarks it. */
  private refreshMark(el: Element): void {
    const originals: string[] = [];
    el.childNodes.forEach((child) => {
      if (isText(child) && this.machineTexts.has(child) && this.textApplied.get(child) === child.nodeValue) {
        originals.push(this.textOriginals.get(child) ?? "");
      }
    });
    const title = el.getAttribute("title");
    const own = this.ownTitles.get(el);
    if (own !== undefined && title !== own) this.ownTitles.delete(el); // someone else set a title since
    const ours = own !== undefined && title === own;
    if (originals.length > 0) {
      if (!el.hasAttribute(MACHINE_ATTRIBUTE)) el.setAttribute(MACHINE_ATTRIBUTE, "");
      if (title === null || ours) {
        const original = normalizeText(originals.join(" "));
        if (title !== original) el.setAttribute("title", original);
        this.ownTitles.set(el, original);
      }
      return;
    }
    if (el.hasAttribute(MACHINE_ATTRIBUTE)) el.removeAttribute(MACHINE_ATTRIBUTE);
    if (ours) {
      el.removeAttribute("title");
      this.ownTitles.delete(el);
    }
  }

  /** Puts back every original we replaced, under the root, whatever its markers say now. */
  private restoreAll(): void {
    const restore = (node: Node) => {
      if (isText(node)) {
        const applied = this.textApplied.get(node);
        if (applied === undefined) return;
        if (node.nodeValue === applied) node.nodeValue = this.textOriginals.get(node) ?? applied;
        this.textApplied.delete(node);
        this.machineTexts.delete(node);
        return;
      }
      if (!isElement(node)) return;
      const applied = this.attrApplied.get(node);
      if (applied) {
        const originals = this.attrOriginals.get(node);
        for (const [name, value] of applied) {
          const original = originals?.get(name);
          if (original !== undefined && node.getAttribute(name) === value) node.setAttribute(name, original);
        }
        this.attrApplied.delete(node);
      }
      if (node.hasAttribute(MACHINE_ATTRIBUTE)) node.removeAttribute(MACHINE_ATTRIBUTE);
      const own = this.ownTitles.get(node);
      if (own !== undefined && node.getAttribute("title") === own) node.removeAttribute("title");
      this.ownTitles.delete(node);
    };
    this.withoutObserving(() => {
      this.guard(() => restore(this.root));
      const walker = this.root.ownerDocument.createTreeWalker(this.root, SHOW_ELEMENT_AND_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const current = node;
        this.guard(() => restore(current));
      }
    });
    this.machineAttrs.clear();
  }

  private reportMachine(): void {
    if (this.paused || !this.onMachineChange) return;
    const present = this.hasMachineTranslations();
    if (present === this.machinePresent) return;
    this.machinePresent = present;
    this.onMachineChange(present);
  }

  private hasMachineTranslations(): boolean {
    if (this.root.hasAttribute(MACHINE_ATTRIBUTE) || this.root.querySelector(`[${MACHINE_ATTRIBUTE}]`)) return true;
    for (const [el, names] of this.machineAttrs) {
      if (!el.isConnected) {
        this.machineAttrs.delete(el);
        continue;
      }
      for (const name of names) if (this.attrApplied.get(el)?.get(name) === el.getAttribute(name)) return true;
    }
    return false;
  }

  // ---- Plumbing ------------------------------------------------------------------------------

  /** Runs our own writes unobserved; records React made before them are still handled. */
  private withoutObserving(write: () => void): void {
    const observer = this.observing ? this.observer : null;
    const earlier = observer ? observer.takeRecords() : [];
    if (observer) this.disconnect();
    try {
      write();
    } finally {
      if (observer) this.observe();
    }
    if (earlier.length > 0) this.handleRecords(earlier);
  }

  private guard(write: () => void): void {
    try {
      write();
    } catch (error) {
      this.logger.error("Writing a translation failed; the text stays as it was.", error);
    }
  }

  private observe(): void {
    if (!this.observer || this.observing) return;
    this.observer.observe(this.root, OBSERVED);
    this.observing = true;
  }

  private disconnect(): void {
    if (!this.observer || !this.observing) return;
    this.observer.disconnect();
    this.observing = false;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private dropPendingWork(): void {
    this.clearTimer();
    this.queue.clear();
    this.queuedSinceSchedule = false;
    this.pendingWrites = [];
    this.pendingMarks.clear();
  }
}
