import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FaqChat } from "@/components/chat/faq-chat";
import type { Faq } from "@/lib/chat/panel";
import { CHAT } from "@/lib/chat/settings";
import { faq } from "@/lib/content/en/faq";

const { greeting: CHAT_GREETING, faqs: FAQS } = faq;

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

/** The panel's code loads on first use: let it arrive before looking for it. */
async function openChat() {
  fireEvent.click(screen.getByRole("button", { name: "Open FAQ chat" }));
  await act(async () => {
    await import("@/components/chat/chat-panel");
  });
  return screen.getByTestId("chat-panel");
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("<FaqChat>", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens from the icon with a greeting and the seven questions, and closes from the header", async () => {
    render(<FaqChat faqs={FAQS} greeting={CHAT_GREETING} />);
    const panel = await openChat();
    expect(within(panel).getByRole("log")).toHaveTextContent(/Hi!/);
    const questions = within(panel).getAllByRole("button").filter((b) => FAQS.some((f) => f.question === b.textContent));
    expect(questions).toHaveLength(7);

    fireEvent.click(within(panel).getByRole("button", { name: "Close FAQ chat" }));
    expect(screen.queryByTestId("chat-panel")).toBeNull();
    expect(screen.getByRole("button", { name: "Open FAQ chat" })).toHaveFocus();
  });

  it("closes on Escape", async () => {
    render(<FaqChat faqs={FAQS} greeting={CHAT_GREETING} />);
    const panel = await openChat();
    fireEvent.keyDown(panel, { key: "Escape" });
    expect(screen.queryByTestId("chat-panel")).toBeNull();
  });

  it("adds the question, cycles the typing dots every 200 ms, then answers at 700 ms", async () => {
    render(<FaqChat faqs={FAQS} greeting={CHAT_GREETING} />);
    const panel = await openChat();
    const faq = FAQS[5]!;
    fireEvent.click(within(panel).getByRole("button", { name: faq.question }));

    const log = within(panel).getByRole("log");
    expect(within(log).getAllByRole("listitem").at(-2)).toHaveTextContent(faq.question);
    const dots = () => screen.getByTestId("typing-dots").textContent;
    expect(dots()).toBe("•");
    advance(CHAT.typingDotIntervalMs);
    expect(dots()).toBe("••");
    advance(CHAT.typingDotIntervalMs);
    expect(dots()).toBe("•••");
    advance(CHAT.typingDotIntervalMs);
    expect(dots()).toBe("•");
    // While typing the question buttons are hidden, so a second question cannot interleave.
    expect(within(panel).queryByRole("button", { name: faq.question })).toBeNull();

    advance(CHAT.replyDelayMs - 3 * CHAT.typingDotIntervalMs - 1);
    expect(screen.getByTestId("typing-indicator")).toBeInTheDocument();
    expect(log).not.toHaveTextContent(/updated daily/);

    advance(1);
    expect(screen.queryByTestId("typing-indicator")).toBeNull();
    expect(log).toHaveTextContent(/The map is updated daily/);
  });

  it("shows the question buttons again only when the answer's flag says so", async () => {
    const faqs: Faq[] = [
      { id: "again", question: "Offer again?", answer: ["Yes, here they are."], showFaqButtonsAfter: true },
      { id: "final", question: "Stop offering?", answer: ["That is all."], showFaqButtonsAfter: false },
    ];
    render(<FaqChat faqs={faqs} greeting={["Hello"]} />);
    const panel = await openChat();

    fireEvent.click(within(panel).getByRole("button", { name: "Offer again?" }));
    advance(CHAT.replyDelayMs);
    // After an answer the questions fold to one button, so the answer has the panel to itself.
    expect(within(panel).queryByRole("button", { name: "Stop offering?" })).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Ask another question" }));
    expect(within(panel).getByRole("button", { name: "Stop offering?" })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole("button", { name: "Stop offering?" }));
    advance(CHAT.replyDelayMs);
    expect(within(panel).getByRole("log")).toHaveTextContent("That is all.");
    expect(within(panel).queryByRole("button", { name: "Offer again?" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Ask another question" })).toBeNull();
  });

  it("announces new messages through a polite live region", async () => {
    render(<FaqChat faqs={FAQS} greeting={CHAT_GREETING} />);
    const log = within(await openChat()).getByRole("log");
    expect(log).toHaveAttribute("aria-live", "polite");
  });

  it("is 320 px wide up to 1024 px viewports, 400 px wider, and 80% of the window height", async () => {
    window.innerWidth = 1024;
    window.innerHeight = 900;
    render(<FaqChat faqs={FAQS} greeting={CHAT_GREETING} />);
    const panel = await openChat();
    expect(panel.style.width).toBe("320px");
    expect(panel.style.height).toBe("720px");

    act(() => {
      window.innerWidth = 1025;
      window.dispatchEvent(new Event("resize"));
    });
    expect(panel.style.width).toBe("400px");
  });

  it("answers every question with text and at least one link to the site or an official source", () => {
    for (const faq of FAQS) {
      expect(faq.answer.some((p) => typeof p === "string" && p.length > 40)).toBe(true);
    }
    const linked = FAQS.filter((f) => f.answer.some((p) => typeof p !== "string"));
    expect(linked.length).toBeGreaterThanOrEqual(6);
  });
});
