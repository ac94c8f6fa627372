import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18nIn } from "@/lib/i18n/catalog";
import { textUsLine } from "@/lib/sms/text-us";
import { smsChannel } from "@/lib/sms/channel";

/**
 * The alerts page (app/[lang]/(public)/alerts/page.tsx) for each way a site may be set up: the
 * panel's channels (push, e-mail), text messages, both, or neither. The server's settings are the
 * mocked runtime modules; the page is rendered as the server renders it, in Spanish.
 */
const site = { panel: false, texts: false };
const LINE = textUsLine(i18nIn("es"), smsChannel({ TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`, TWILIO_AUTH_TOKEN: "0123456789abcdef", TWILIO_FROM: "+12135550100" }), "ALERTAS 91101", "ltr", "alerts");

vi.mock("@/lib/services/alerts/runtime", () => ({ alertsEnabled: () => site.panel }));
vi.mock("@/lib/services/sms/runtime", () => ({ textUs: () => (site.texts ? LINE : null) }));
vi.mock("@/lib/i18n/server", () => ({ pageLanguage: async () => "es", getLanguage: async () => "es", getI18n: async () => i18nIn("es") }));
vi.mock("@/components/alerts/follow-panel", () => ({ FollowPanel: () => <form aria-label="follow panel" /> }));
vi.mock("@/components/i18n/page-messages", () => ({ PageMessages: ({ children }: { children: React.ReactNode }) => children }));

const { default: AlertsPage } = await import("@/app/[lang]/(public)/alerts/page");
const es = i18nIn("es");
const page = async () => render(await AlertsPage({ params: Promise.resolve({ lang: "es" }) }));

describe("the alerts page", () => {
  beforeEach(() => {
    site.panel = false;
    site.texts = false;
  });

  it("with neither: says alerts are not set up, and where the official ones are", async () => {
    await page();
    expect(screen.getByTestId("alerts-not-set-up")).toHaveTextContent(es._("Alerts are not set up on this site."));
    expect(screen.queryByTestId("alerts-text-us")).toBeNull();
    expect(screen.queryByRole("form", { name: "follow panel" })).toBeNull();
  });

  it("with texts only: how to follow by text instead of 'not set up', beside the official alerts", async () => {
    site.texts = true;
    await page();
    expect(screen.getByTestId("alerts-text-us")).toHaveTextContent("ALERTAS 91101");
    expect(screen.getByTestId("alerts-text-us")).toHaveTextContent("(213) 555-0100");
    expect(screen.queryByTestId("alerts-not-set-up")).toBeNull();
    expect(screen.getByText(es._("These alerts add to the official ones and do not replace them."), { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "follow panel" })).toBeNull();
  });

  it("with the panel's channels and texts: the panel, and the line for someone without a smartphone", async () => {
    site.panel = true;
    site.texts = true;
    await page();
    expect(screen.getByRole("form", { name: "follow panel" })).toBeInTheDocument();
    expect(screen.getByTestId("alerts-text-us")).toHaveTextContent("ALERTAS 91101");
  });

  it("with the panel's channels only: no line about texts", async () => {
    site.panel = true;
    await page();
    expect(screen.getByRole("form", { name: "follow panel" })).toBeInTheDocument();
    expect(screen.queryByTestId("alerts-text-us")).toBeNull();
  });
});
