import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConfirmView } from "@/components/alerts/confirm-view";
import { ManageView } from "@/components/alerts/manage-view";
import { LanguageProvider } from "@/components/i18n/language-context";
import type { ManagedFollow } from "@/lib/alerts/schemas";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";

const TOKEN = "b".repeat(43);

function stubFetch(answer: (url: string, body: unknown) => { status: number; body?: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(input), body });
      const a = answer(String(input), body);
      return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

const wrap = (ui: React.ReactNode, language: Language = "en") =>
  render(
    <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
      {ui}
    </LanguageProvider>,
  );

const FOLLOW: ManagedFollow = {
  channel: "email",
  email: "r•••@example.org",
  latitude: 34.148,
  longitude: -118.144,
  radiusMiles: 5,
  topics: ["evacuation", "medical"],
  language: "es",
  confirmed: true,
  expiresAt: "2027-02-24T20:00:00.000Z",
};

beforeEach(() => window.history.replaceState(null, "", `/alerts/confirm?token=${TOKEN}`));

describe("<ConfirmView>", () => {
  it("opening the link confirms nothing; the button does, then links to the follow's page on this site", async () => {
    const calls = stubFetch(() => ({ status: 200, body: { confirmed: true, manageUrl: `${location.origin}/alerts/manage?token=${"m".repeat(43)}` } }));
    const user = userEvent.setup();
    wrap(<ConfirmView />);
    const button = screen.getByRole("button", { name: "Confirm my alerts" });
    expect(calls).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByTestId("confirm-done")).toHaveTextContent("Your alerts are on.");
    expect(calls).toEqual([{ url: "/api/alerts/confirm", body: { token: TOKEN } }]);
    expect(screen.getByRole("link", { name: "Change or stop these alerts" })).toHaveAttribute("href", `/alerts/manage?token=${"m".repeat(43)}`);
  });

  it("a manage address on another site is not shown as a link", async () => {
    stubFetch(() => ({ status: 200, body: { confirmed: true, manageUrl: "https://elsewhere.example/x" } }));
    const user = userEvent.setup();
    wrap(<ConfirmView />);
    await user.click(screen.getByRole("button", { name: "Confirm my alerts" }));
    await screen.findByTestId("confirm-done");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("an old or used link (404): says so and offers to follow again", async () => {
    stubFetch(() => ({ status: 404, body: { error: "Unknown or expired" } }));
    const user = userEvent.setup();
    wrap(<ConfirmView />);
    await user.click(screen.getByRole("button", { name: "Confirm my alerts" }));
    expect(await screen.findByTestId("confirm-gone")).toHaveTextContent("This link is old or was already used.");
    expect(screen.getByRole("link", { name: "Get alerts for an area" })).toHaveAttribute("href", "/alerts");
  });

  it("no token in the address: nothing to press, and the way back", () => {
    window.history.replaceState(null, "", "/alerts/confirm");
    stubFetch(() => ({ status: 500 }));
    wrap(<ConfirmView />);
    expect(screen.getByTestId("confirm-gone")).toHaveTextContent("This link is incomplete.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("a failure keeps the button, with what happened", async () => {
    stubFetch(() => ({ status: 503 }));
    const user = userEvent.setup();
    wrap(<ConfirmView />);
    await user.click(screen.getByRole("button", { name: "Confirm my alerts" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not do this right now.");
    expect(screen.getByRole("button", { name: "Confirm my alerts" })).toBeEnabled();
  });
});

describe("<ManageView>", () => {
  beforeEach(() => window.history.replaceState(null, "", `/alerts/manage?token=${TOKEN}`));

  it("shows the follow: where, how far, about what, how, in which language, until when", async () => {
    stubFetch(() => ({ status: 200, body: FOLLOW }));
    wrap(<ManageView />);
    const card = await screen.findByTestId("follow-card");
    expect(card).toHaveTextContent("Within 5 miles of a point near Pasadena");
    expect(card).toHaveTextContent("Point: 34.148, -118.144");
    expect(card).toHaveTextContent("Alerts about: Evacuation order · Evacuation warning · Shelter in place · Medical care");
    expect(card).toHaveTextContent("By e-mail to r•••@example.org");
    expect(card).toHaveTextContent("Language: Español");
    expect(card).toHaveTextContent("Alerts stop on February 24, 2027 unless you renew them.");
  });

  it("changes the radius and topics (which renews the follow) and shows what the server answered", async () => {
    const calls = stubFetch((_url, body) => ({
      status: 200,
      body: (body as { radiusMiles?: number }).radiusMiles ? { ...FOLLOW, radiusMiles: 1, topics: ["evacuation", "medical", "animals"], expiresAt: "2027-03-01T20:00:00.000Z" } : FOLLOW,
    }));
    const user = userEvent.setup();
    wrap(<ManageView />);
    await user.click(await screen.findByRole("button", { name: "Change distance or topics" }));
    await user.click(screen.getByRole("radio", { name: "1 mile" }));
    await user.click(screen.getByRole("checkbox", { name: "Help for animals" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Your changes are saved.")).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: "/api/alerts/manage", body: { token: TOKEN, radiusMiles: 1, topics: ["evacuation", "medical", "animals"] } });
    expect(screen.getByTestId("follow-card")).toHaveTextContent("Within 1 mile of a point near Pasadena");
  });

  it("renews for 90 days with the same choices", async () => {
    const calls = stubFetch((_url, body) => ({ status: 200, body: (body as { radiusMiles?: number }).radiusMiles ? { ...FOLLOW, expiresAt: "2027-05-30T20:00:00.000Z" } : FOLLOW }));
    const user = userEvent.setup();
    wrap(<ManageView />);
    await user.click(await screen.findByRole("button", { name: "Keep these alerts for 90 more days" }));
    expect(await screen.findByText("Renewed: alerts continue until May 30, 2027.")).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ token: TOKEN, radiusMiles: 5, topics: ["evacuation", "medical"] });
  });

  it("stops the alerts and says the address is deleted", async () => {
    const calls = stubFetch((url) => (url === "/api/alerts/unsubscribe" ? { status: 200, body: { unsubscribed: true } } : { status: 200, body: FOLLOW }));
    const user = userEvent.setup();
    wrap(<ManageView />);
    await user.click(await screen.findByRole("button", { name: "Stop these alerts" }));
    expect(await screen.findByTestId("manage-stopped")).toHaveTextContent("Your alerts are stopped, and we deleted your e-mail address.");
    expect(calls.at(-1)).toEqual({ url: "/api/alerts/unsubscribe", body: { token: TOKEN } });
  });

  it("an unknown or ended follow (404): says so, with the way to follow again", async () => {
    stubFetch(() => ({ status: 404, body: { error: "Unknown" } }));
    wrap(<ManageView />);
    expect(await screen.findByTestId("manage-gone")).toHaveTextContent("These alerts no longer exist");
  });

  it("in Arabic, right to left: the page's words, the address read left to right", async () => {
    stubFetch(() => ({ status: 200, body: FOLLOW }));
    wrap(<ManageView />, "ar");
    const card = await screen.findByTestId("follow-card");
    expect(card).toHaveTextContent("إيقاف هذه التنبيهات");
    expect(card.textContent).toContain("\u2066r•••@example.org\u2069");
    await waitFor(() => expect(card).toHaveTextContent("أمر الإخلاء"));
  });
});
