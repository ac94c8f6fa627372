"use client";

import { useEffect, useRef, useState } from "react";
import { chatPanelHeightPx, chatPanelWidthPx, type Faq } from "@/lib/chat";
import { CHAT_GREETING, FAQS } from "@/lib/content/faq";
import type { RichText } from "@/lib/content/types";
import { useT } from "@/components/i18n/language-context";
import { ChatMessageBubble } from "./chat-message";
import { TypingIndicator } from "./typing-indicator";
import { useFaqChat } from "./use-faq-chat";
import { useWindowSize } from "./use-window-size";

type Props = { faqs?: Faq[]; greeting?: RichText };

/**
 * The floating FAQ chat. Closed it is an icon button; open it is a panel whose header closes it
 * again (as does Escape). New messages are announced through a polite live region.
 */
export function FaqChat({ faqs = FAQS, greeting = CHAT_GREETING }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { messages, typing, dotStep, ask, showFaqButtons } = useFaqChat(greeting);
  const { width, height } = useWindowSize();
  const iconRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // Focus follows the panel: into its header when it opens, back to the icon when it closes.
  useEffect(() => {
    if (open) headerRef.current?.focus();
    else if (wasOpen.current) iconRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Bring the newest message's first line into view (not the log's bottom), so a long answer is
  // read from its start.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.querySelector<HTMLElement>("li:last-child");
    if (log && newest) log.scrollTop = newest.offsetTop - 12;
  }, [messages, typing, open]);

  if (!open) {
    return (
      <button
        ref={iconRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("Open FAQ chat")}
        aria-expanded={false}
        className="fixed bottom-4 right-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white shadow-lg ring-2 ring-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m7 11v2h2v-2zm1-9a4 4 0 0 0-4 4h2a2 2 0 1 1 2 2 1 1 0 0 0-1 1v1h2v-.2A4 4 0 0 0 12 5"
          />
        </svg>
      </button>
    );
  }

  return (
    <section
      aria-label={t("FAQ chat")}
      data-i18n="curated"
      data-testid="chat-panel"
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
      style={{ width: chatPanelWidthPx(width), height: chatPanelHeightPx(height), maxWidth: "calc(100vw - 16px)" }}
      className="fixed bottom-2 right-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-neutral-300 bg-white shadow-2xl sm:bottom-4 sm:right-4"
    >
      <button
        ref={headerRef}
        type="button"
        onClick={() => setOpen(false)}
        aria-expanded={true}
        aria-label={t("Close FAQ chat")}
        className="flex items-center justify-between bg-ink px-4 py-3 text-left text-white focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-light"
      >
        <span>
          <span className="block font-semibold">{t("Questions and answers")}</span>
          <span className="block text-xs text-neutral-300">{t("Tap here to close")}</span>
        </span>
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        </svg>
      </button>

      <div ref={logRef} tabIndex={-1} role="log" aria-live="polite" aria-label={t("Conversation")} className="relative flex-1 overflow-y-auto p-3 outline-none">
        <ol className="space-y-3">
          {messages.map((m) => (
            <ChatMessageBubble key={m.id} message={m} onNavigate={() => setOpen(false)} />
          ))}
          {typing && <TypingIndicator step={dotStep} />}
        </ol>
      </div>

      {showFaqButtons && (
        <div className="max-h-[45%] shrink-0 overflow-y-auto border-t border-neutral-200 p-3">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-neutral-600">{t("Choose a question")}</p>
          <ul className="flex flex-col gap-2">
            {faqs.map((faq) => (
              <li key={faq.id}>
                <button
                  type="button"
                  onClick={() => {
                    ask(faq);
                    // The buttons leave while the answer is typed: keep focus in the conversation.
                    logRef.current?.focus();
                  }}
                  className="w-full rounded-lg border border-brand px-3 py-2 text-left text-sm font-medium text-brand-dark hover:bg-brand-wash focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {faq.question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
