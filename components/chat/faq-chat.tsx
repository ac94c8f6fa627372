"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { Faq } from "@/lib/chat/panel";
import type { RichText } from "@/lib/content/types";
import { useI18n } from "@/components/i18n/language-context";
import { useFaqChat } from "./use-faq-chat";
import { useHideOnScrollDown } from "./use-hide-on-scroll-down";

const loadPanel = () => import("./chat-panel");
const ChatPanel = dynamic(loadPanel);

/** The layout passes the questions already in the visitor's language; importing lib/content/faq
 * here would put every answer, in English, into each page's first download. */
type Props = { faqs: Faq[]; greeting: RichText };

/**
 * The floating FAQ chat. Closed it is an icon button; open it is a panel whose header closes it
 * again (as does Escape). New messages are announced through a polite live region. The panel's
 * code is not in the page's first download: it is fetched when the browser is idle (or on the
 * first tap), and the conversation lives here, so closing and reopening keeps it.
 *
 * On a phone the closed button is a tab at the screen's edge, in the page's 16-px margin, where it
 * covers no line of text and no control at any scroll position; on a wider screen, where there is
 * room beside the content, the round button. One behaviour in every language, decided by the
 * stylesheet before the first paint (a check after load made it whole in some languages and a
 * sliver in others, and for a moment it lay over text).
 */
export function FaqChat({ faqs, greeting }: Props) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const { messages, typing, dotStep, ask, showFaqButtons } = useFaqChat(greeting);
  const iconRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const stepAside = useHideOnScrollDown();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    idle(() => void loadPanel());
  }, []);

  // Focus returns to the icon when the panel closes (the panel focuses its header when it opens).
  useEffect(() => {
    if (!open && wasOpen.current) iconRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!open) {
    return (
      <button
        ref={iconRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={i18n._("Open FAQ chat")}
        aria-expanded={false}
        data-stepped-aside={stepAside}
        // On a phone: the edge tab (16 px, the page's margin), whole again when focused from a
        // keyboard; it steps aside while the visitor scrolls down. Wider: the round button.
        className={`${stepAside ? "max-sm:translate-y-24 max-sm:opacity-0" : ""} group fixed bottom-4 end-0 z-50 flex h-14 w-4 items-center justify-center rounded-s-lg bg-brand text-white shadow-lg transition duration-200 hover:bg-brand-dark focus-visible:translate-y-0 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink max-sm:focus-visible:end-4 max-sm:focus-visible:w-14 max-sm:focus-visible:rounded-full sm:end-4 sm:w-14 sm:rounded-full sm:ring-2 sm:ring-white`}
      >
        <svg viewBox="0 0 24 24" className="h-3.5 w-3.5 shrink-0 group-focus-visible:h-7 group-focus-visible:w-7 sm:h-7 sm:w-7" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m7 11v2h2v-2zm1-9a4 4 0 0 0-4 4h2a2 2 0 1 1 2 2 1 1 0 0 0-1 1v1h2v-.2A4 4 0 0 0 12 5"
          />
        </svg>
      </button>
    );
  }

  return <ChatPanel faqs={faqs} messages={messages} typing={typing} dotStep={dotStep} showFaqButtons={showFaqButtons} ask={ask} onClose={() => setOpen(false)} />;
}
