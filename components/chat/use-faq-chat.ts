"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT } from "@/lib/chat/settings";
import type { ChatMessage, Faq } from "@/lib/chat/panel";
import type { RichText } from "@/lib/content/types";

/**
 * The conversation: choosing a question adds the visitor's message, shows the typing indicator
 * (its dots advance every typingDotIntervalMs) and adds the answer after replyDelayMs.
 */
export function useFaqChat(greeting: RichText) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, sender: "bot", text: greeting, showFaqButtons: true },
  ]);
  const [typing, setTyping] = useState(false);
  const [dotStep, setDotStep] = useState(0);
  const nextId = useRef(1);
  const replyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!typing) return;
    const dots = setInterval(() => setDotStep((s) => s + 1), CHAT.typingDotIntervalMs);
    return () => clearInterval(dots);
  }, [typing]);

  useEffect(() => () => clearTimeout(replyTimer.current), []);

  const ask = useCallback((faq: Faq) => {
    setMessages((m) => [...m, { id: nextId.current++, sender: "user", text: [faq.question] }]);
    setDotStep(0);
    setTyping(true);
    replyTimer.current = setTimeout(() => {
      setTyping(false);
      setMessages((m) => [
        ...m,
        { id: nextId.current++, sender: "bot", text: faq.answer, showFaqButtons: faq.showFaqButtonsAfter },
      ]);
    }, CHAT.replyDelayMs);
  }, []);

  const last = messages[messages.length - 1];
  const showFaqButtons = !typing && last?.sender === "bot" && last.showFaqButtons === true;

  return { messages, typing, dotStep, ask, showFaqButtons };
}
