"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { Faq } from "@/lib/chat/panel";
import type { RichText } from "@/lib/content/types";
import { useI18n } from "@/components/i18n/language-context";
import { useFaqChat } from "./use-faq-chat";
import { useHideOnScrollDown } from "./use-hide-on-scroll-down";
import type { OverContentWatch } from "./watch-over-content";

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
 */
export function FaqChat({ faqs, greeting }: Props) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const { messages, typing, dotStep, ask, showFaqButtons } = useFaqChat(greeting);
  const iconRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const stepAside = useHideOnScrollDown();
  const overContent = useRef<OverContentWatch>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    let gone = false;
    idle(() => {
      void loadPanel();
      // Marks the button data-at-edge while text lies under it (./watch-over-content.ts, its own chunk).
      void import("./watch-over-content").then(({ watchOverContent }) => {
        if (!gone) overContent.current = watchOverContent(iconRef);
      });
    });
    return () => {
      gone = true;
      overContent.current?.stop();
    };
  }, []);

  // Focus returns to the icon when the panel closes (the panel focuses its header when it opens).
  useEffect(() => {
    if (!open && wasOpen.current) iconRef.current?.focus();
    if (!open) overContent.current?.check();
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
        // Steps aside on phones only (a wider screen has room beside the content); focus brings it back.
        className={`${stepAside ? "max-sm:translate-y-24 max-sm:opacity-0" : ""} fixed data-[at-edge]:ltr:translate-x-14 data-[at-edge]:rtl:-translate-x-14 data-[at-edge]:focus-visible:translate-x-0 bottom-4 end-4 z-50 flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white shadow-lg ring-2 ring-white transition duration-200 hover:bg-brand-dark focus-visible:translate-y-0 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink`}
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

  return <ChatPanel faqs={faqs} messages={messages} typing={typing} dotStep={dotStep} showFaqButtons={showFaqButtons} ask={ask} onClose={() => setOpen(false)} />;
}
