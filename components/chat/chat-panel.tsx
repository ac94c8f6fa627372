"use client";

import { useEffect, useRef, useState } from "react";
import { chatPanelHeightPx, chatPanelWidthPx, type ChatMessage, type Faq } from "@/lib/chat/panel";
import { useI18n } from "@/components/i18n/language-context";
import { ChatMessageBubble } from "./chat-message";
import { TypingIndicator } from "./typing-indicator";
import { useWindowSize } from "./use-window-size";

export type ChatPanelProps = {
  faqs: Faq[];
  messages: ChatMessage[];
  typing: boolean;
  dotStep: number;
  showFaqButtons: boolean;
  ask: (faq: Faq) => void;
  onClose: () => void;
};

/** The open chat: loaded on first use (and prefetched when the browser is idle), see faq-chat.tsx. */
export default function ChatPanel({ faqs, messages, typing, dotStep, showFaqButtons, ask, onClose }: ChatPanelProps) {
  const i18n = useI18n();
  const { width, height } = useWindowSize();
  const headerRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  // Before the first question the list is the conversation; after an answer it folds to one
  // button, so on a phone the answer gets the panel instead of sharing it with seven questions.
  const [questionsOpen, setQuestionsOpen] = useState(() => messages.length <= 1);

  // Focus moves into the header when the panel opens.
  useEffect(() => {
    headerRef.current?.focus();
  }, []);

  // Bring the newest message's first line into view (not the log's bottom), so a long answer is
  // read from its start.
  useEffect(() => {
    const log = logRef.current;
    const newest = log?.querySelector<HTMLElement>("li:last-child");
    if (log && newest) log.scrollTop = newest.offsetTop - 12;
  }, [messages, typing]);

  return (
    <section
      aria-label={i18n._("FAQ chat")}
      data-i18n="curated"
      data-testid="chat-panel"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      style={{ width: chatPanelWidthPx(width), height: chatPanelHeightPx(height), maxWidth: "calc(100vw - 16px)" }}
      className="fixed bottom-2 end-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-neutral-300 bg-white shadow-2xl sm:bottom-4 sm:end-4"
    >
      <button
        ref={headerRef}
        type="button"
        onClick={onClose}
        aria-expanded={true}
        aria-label={i18n._("Close FAQ chat")}
        className="flex items-center justify-between bg-ink px-4 py-3 text-start text-white focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-light"
      >
        <span>
          <span className="block font-semibold">{i18n._("Questions and answers")}</span>
          <span className="block text-xs text-neutral-300">{i18n._("Tap here to close")}</span>
        </span>
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        </svg>
      </button>

      <div ref={logRef} tabIndex={-1} role="log" aria-live="polite" aria-label={i18n._("Conversation")} className="relative flex-1 overflow-y-auto p-3 outline-none">
        <ol className="space-y-3">
          {messages.map((m) => (
            <ChatMessageBubble key={m.id} message={m} onNavigate={onClose} />
          ))}
          {typing && <TypingIndicator step={dotStep} />}
        </ol>
      </div>

      {showFaqButtons && !questionsOpen && (
        <div className="shrink-0 border-t border-neutral-200 p-3">
          <button
            type="button"
            aria-expanded={false}
            onClick={() => setQuestionsOpen(true)}
            className="w-full rounded-lg border border-brand px-3 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-wash focus-visible:outline-2 focus-visible:outline-brand"
          >
            {i18n._("Ask another question")}
          </button>
        </div>
      )}
      {showFaqButtons && questionsOpen && (
        <div className="max-h-[45%] shrink-0 overflow-y-auto border-t border-neutral-200 p-3">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-neutral-600">{i18n._("Choose a question")}</p>
          <ul className="flex flex-col gap-2">
            {faqs.map((faq) => (
              <li key={faq.id}>
                <button
                  type="button"
                  onClick={() => {
                    ask(faq);
                    setQuestionsOpen(false);
                    // The buttons leave while the answer is typed: keep focus in the conversation.
                    logRef.current?.focus();
                  }}
                  className="w-full rounded-lg border border-brand px-3 py-2 text-start text-sm font-medium text-brand-dark hover:bg-brand-wash focus-visible:outline-2 focus-visible:outline-brand"
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
