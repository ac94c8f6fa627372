import { CHAT } from "./settings";
import type { RichText } from "../content/types";

export type ChatMessage = {
  id: number;
  sender: "bot" | "user";
  text: RichText;
  /** On bot messages: whether the FAQ question buttons are offered again after this message. */
  showFaqButtons?: boolean;
};

export type { Faq } from "../content/types";

export function chatPanelWidthPx(viewportWidth: number): number {
  return viewportWidth <= CHAT.narrowViewportMaxPx ? CHAT.panelWidthNarrowPx : CHAT.panelWidthWidePx;
}

export function chatPanelHeightPx(viewportHeight: number): number {
  return Math.round(viewportHeight * CHAT.panelHeightRatio);
}

/** The typing indicator shows 1, 2, 3, 1, 2, 3… dots, one step per interval. */
export function typingDots(step: number): string {
  return "•".repeat((step % CHAT.typingDotSteps) + 1);
}
