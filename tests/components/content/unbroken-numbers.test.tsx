import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnbrokenNumbers } from "@/components/content/unbroken-numbers";
import { isolateNumbers } from "@/lib/i18n/bidi";

const unbroken = (container: HTMLElement) => [...container.querySelectorAll("span.whitespace-nowrap")].map((s) => s.textContent);

describe("<UnbrokenNumbers>", () => {
  it("keeps every phone number on one line, and the rest of the text as it was", () => {
    const text = "For help, dial 2-1-1 or call (626) 555-0102 or 1-800-985-5990 today.";
    const { container } = render(<p><UnbrokenNumbers text={text} /></p>);
    expect(container.textContent).toBe(text);
    expect(unbroken(container)).toEqual(["2-1-1", "(626) 555-0102", "1-800-985-5990"]);
  });

  it("keeps a right-to-left page's isolates inside the unbroken run", () => {
    const text = isolateNumbers("با 2-1-1 تماس بگیرید");
    const { container } = render(<p><UnbrokenNumbers text={text} /></p>);
    expect(container.textContent).toBe(text);
    expect(unbroken(container)).toEqual(["\u20662-1-1\u2069"]);
  });

  it("text without such numbers stays one text node", () => {
    const { container } = render(<p><UnbrokenNumbers text="Call 911 now" /></p>);
    expect(container.querySelector("p")!.childNodes).toHaveLength(1);
  });
});
