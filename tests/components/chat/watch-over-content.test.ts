import { afterEach, describe, expect, it, vi } from "vitest";
import { watchOverContent } from "@/components/chat/watch-over-content";

describe("watchOverContent", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  function setup(under: Element) {
    vi.useFakeTimers();
    const button = document.createElement("button");
    document.body.append(button, under);
    // jsdom lays nothing out: the page says what lies under each point, the button first.
    document.elementsFromPoint = vi.fn(() => [button, under, document.body]);
    return { button, watch: watchOverContent({ current: button }) };
  }

  it("steps the button to the edge once scrolling stops over a control, and back when it is over nothing", () => {
    const link = document.createElement("a");
    link.href = "/donate";
    const { button, watch } = setup(link);
    vi.advanceTimersByTime(200);
    expect(button.hasAttribute("data-at-edge")).toBe(true);

    const empty = document.createElement("div");
    document.body.append(empty);
    document.elementsFromPoint = vi.fn(() => [button, empty, document.body]);
    window.dispatchEvent(new Event("scroll"));
    expect(button.hasAttribute("data-at-edge")).toBe(true);
    vi.advanceTimersByTime(200);
    expect(button.hasAttribute("data-at-edge")).toBe(false);
    watch.stop();
  });

  it("stops listening when stopped", () => {
    const link = document.createElement("button");
    const { button, watch } = setup(link);
    watch.stop();
    vi.advanceTimersByTime(200);
    expect(button.hasAttribute("data-at-edge")).toBe(false);
  });
});
