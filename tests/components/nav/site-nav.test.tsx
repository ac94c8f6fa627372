import { HTML_LANG, LANGUAGES, type Language } from "@/lib/i18n/languages";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LogoMark } from "@/components/brand/logo";
import { SiteNav } from "@/components/nav/site-nav";
import { NAV } from "@/lib/nav/settings";

let pathname = "/";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

function withHero(height: number) {
  const hero = document.createElement("section");
  hero.id = NAV.heroId;
  Object.defineProperty(hero, "offsetHeight", { value: height });
  document.body.appendChild(hero);
  return () => hero.remove();
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("<SiteNav>", () => {
  it("on / is transparent until scrolled past the hero height minus 70 px, then solid", () => {
    pathname = "/";
    const removeHero = withHero(600);
    scrollTo(0);
    render(<SiteNav logo={<LogoMark />} />);
    const bar = screen.getByRole("banner");
    expect(bar).toHaveAttribute("data-solid", "false");
    expect(bar).toHaveClass("bg-transparent");
    scrollTo(600 - NAV.solidOffsetPx);
    expect(bar).toHaveAttribute("data-solid", "false");
    scrollTo(600 - NAV.solidOffsetPx + 1);
    expect(bar).toHaveAttribute("data-solid", "true");
    expect(bar).toHaveClass("bg-ink");
    scrollTo(0);
    expect(bar).toHaveAttribute("data-solid", "false");
    removeHero();
  });

  it("is solid on other routes even at the top", () => {
    pathname = "/donate";
    scrollTo(0);
    render(<SiteNav logo={<LogoMark />} />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-solid", "true");
  });

  it("closes the mobile menu when the route changes", () => {
    pathname = "/volunteer";
    const { rerender } = render(<SiteNav logo={<LogoMark />} />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument();
    pathname = "/donate";
    rerender(<SiteNav logo={<LogoMark />} />);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("opens the guide dropdown with its sections; Escape closes it and returns focus", () => {
    pathname = "/contact";
    render(<SiteNav logo={<LogoMark />} />);
    const button = screen.getByRole("button", { name: "Wildfire guide" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "After the fire" })).toHaveAttribute("href", "/wildfireguide#post-fire-recovery");
    screen.getByRole("link", { name: "Get ready" }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("offers every language, each named in its own language and script, with its lang, marked not to translate", () => {
    pathname = "/contact";
    render(<SiteNav logo={<LogoMark />} />);
    fireEvent.click(screen.getByRole("button", { name: /Language/ }));
    const names = ["English", "Español", "简体中文", "繁體中文", "한국어", "Հայերեն", "Tagalog", "Tiếng Việt", "فارسی", "Русский", "日本語", "ខ្មែរ", "العربية", "ไทย", "हिन्दी"];
    expect(names).toHaveLength(LANGUAGES.length);
    for (const name of names) {
      const option = screen.getByRole("button", { name });
      expect(option).toHaveAttribute("translate", "no");
      expect(option.getAttribute("lang")).toBe(HTML_LANG[option.getAttribute("data-language") as Language]);
    }
  });
});
