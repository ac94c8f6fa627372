import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FollowPanel } from "@/components/alerts/follow-panel";
import { LanguageProvider } from "@/components/i18n/language-context";
import type { AlertSetup, ManagedFollow } from "@/lib/alerts/schemas";
import { clientFacts, compiledMessages } from "@/lib/i18n/catalog";
import type { Language } from "@/lib/i18n/languages";

// The map is Leaflet's: here a stand-in that "taps" a fixed point, inside or outside the county.
vi.mock("@/components/forms/point-picker-map", () => ({
  default: ({ onPick }: { onPick: (p: { latitude: number; longitude: number }) => void }) => (
    <div>
      <button type="button" onClick={() => onPick({ latitude: 34.14812, longitude: -118.14401 })}>
        tap Pasadena
      </button>
      <button type="button" onClick={() => onPick({ latitude: 37.77, longitude: -122.42 })}>
        tap San Francisco
      </button>
    </div>
  ),
}));

const TILES = { url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "tiles" };
const TOKEN = "a".repeat(43);
const PUBLIC_KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = (url: string, init: RequestInit | undefined) => Answer | undefined;

/** fetch, answered per address by `routes`; every call is recorded. */
function stubFetch(setup: AlertSetup | null, routes: Route = () => undefined) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = routes(url, init) ?? (url === "/api/alerts/setup" && setup ? { status: 200, body: setup } : { status: 500, body: { error: "unexpected" } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json", ...answer.headers } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

const posts = (calls: { url: string; body: unknown }[], path: string) => calls.filter((c) => c.url === path);

/** What the last success toast said. */
const toastSaid = () => vi.mocked(toast.success).mock.calls.at(-1)?.[0];

function renderPanel(language: Language = "en") {
  return render(
    <LanguageProvider language={language} messages={compiledMessages(language)} facts={clientFacts(language)}>
      <FollowPanel tiles={TILES} />
    </LanguageProvider>,
  );
}

/** A browser that can take web push, with a subscription the stand-in push service gives. */
function stubPush({ permission = "granted" as NotificationPermission } = {}) {
  const subscription = {
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", expirationTime: null, keys: { p256dh: "B".repeat(87), auth: "c".repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = { getSubscription: vi.fn(async () => null as typeof subscription | null), subscribe: vi.fn(async () => subscription) };
  const registration = { pushManager };
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", { permission: "default", requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration), register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { subscription, pushManager };
}

function setUserAgent(ua: string) {
  Object.defineProperty(navigator, "userAgent", { configurable: true, value: ua });
}

const DESKTOP_UA = navigator.userAgent;

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(toast, "success");
  window.history.replaceState(null, "", "/alerts");
});

afterEach(() => {
  setUserAgent(DESKTOP_UA);
  // @ts-expect-error -- the stand-in defined above, removed between tests
  delete navigator.serviceWorker;
});

async function chooseZip(user: ReturnType<typeof userEvent.setup>, zip = "91001") {
  await user.type(screen.getByLabelText("Or type a ZIP code or community"), zip);
  await user.click(screen.getByRole("button", { name: "Find" }));
}

const WHERE_91001: Route = (url) => (url.startsWith("/api/alerts/where?q=91001") ? { status: 200, body: { latitude: 34.1945, longitude: -118.1383, label: "91001 Altadena" } } : undefined);

describe("<FollowPanel>", () => {
  it("says alerts are not set up when the site has no channel, and offers nothing to fill in", async () => {
    stubFetch({ push: null, email: false });
    renderPanel();
    expect(await screen.findByTestId("alerts-not-set-up")).toHaveTextContent("Alerts are not set up on this site.");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Turn on alerts" })).toBeNull();
  });

  it("a 404 from the setup address is the same: not set up; another failure offers to try again", async () => {
    stubFetch(null, (url) => (url === "/api/alerts/setup" ? { status: 404, body: { error: "Alerts are off" } } : undefined));
    const { unmount } = renderPanel();
    expect(await screen.findByTestId("alerts-not-set-up")).toBeInTheDocument();
    unmount();
    let answer = 503;
    stubFetch(null, (url) => (url === "/api/alerts/setup" ? (answer === 503 ? { status: 503 } : { status: 200, body: { push: null, email: true } }) : undefined));
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the alerts right now.");
    answer = 200;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Turn on alerts" })).toBeInTheDocument();
  });

  it("sends nothing without a point: says what to choose next to the field and focuses it", async () => {
    const calls = stubFetch({ push: null, email: true });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Turn on alerts" }));
    const zip = screen.getByLabelText("Or type a ZIP code or community");
    expect(zip).toHaveAttribute("aria-invalid", "true");
    expect(zip).toHaveFocus();
    expect(screen.getByText("Choose the area: use your location, type a ZIP code or community, or tap the map.")).toBeInTheDocument();
    expect(screen.getByText("Type an e-mail address like name@example.org.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    expect(posts(calls, "/api/alerts/follow")).toHaveLength(0);
  });

  it("an e-mail follow: the request the API takes, then what happens next", async () => {
    const calls = stubFetch({ push: null, email: true }, (url) =>
      WHERE_91001(url, undefined) ?? (url === "/api/alerts/follow" ? { status: 202, body: { message: "ok", email: { status: "confirmation_sent" } } } : undefined),
    );
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("button", { name: "Turn on alerts" });
    await chooseZip(user);
    expect(await screen.findByTestId("chosen-point")).toHaveTextContent("91001 Altadena");
    expect(screen.getByTestId("chosen-point")).toHaveTextContent("Point chosen: 34.195, -118.138");
    expect(screen.getByTestId("chosen-point")).toHaveTextContent("never show it to anyone");
    await user.click(screen.getByRole("radio", { name: "5 miles" }));
    await user.click(screen.getByRole("checkbox", { name: "Shelters" }));
    await user.click(screen.getByRole("checkbox", { name: "Food and water" }));
    expect(screen.getByRole("checkbox", { name: /Evacuation order · Evacuation warning · Shelter in place/ })).toBeDisabled();
    await user.type(screen.getByLabelText(/Your e-mail address/), "resident@example.org");
    await user.click(screen.getByRole("button", { name: "Turn on alerts" }));

    expect(await screen.findByTestId("alerts-done")).toHaveTextContent("Check your e-mail: we sent a link to resident@example.org.");
    // E-mail alerts start only once the link is confirmed: the toast says so, never that they are set up.
    expect(toastSaid()).toBe("Check your e-mail: your alerts start when you confirm them.");
    expect(posts(calls, "/api/alerts/follow")[0]!.body).toEqual({
      latitude: 34.195,
      longitude: -118.138,
      radiusMiles: 5,
      topics: ["evacuation", "shelter", "food_water"],
      language: "en",
      email: "resident@example.org",
    });
    expect(localStorage.getItem("alerts.follows")).toBeNull();
  });

  it("keeps every field when the server refuses, with the reason next to the field", async () => {
    stubFetch({ push: null, email: true }, (url) =>
      WHERE_91001(url, undefined) ??
      (url === "/api/alerts/follow" ? { status: 400, body: { error: "email must be an e-mail address like name@example.org", fields: { email: "email must be an e-mail address like name@example.org" } } } : undefined),
    );
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("button", { name: "Turn on alerts" });
    await chooseZip(user);
    await screen.findByTestId("chosen-point");
    await user.click(screen.getByRole("radio", { name: "10 miles" }));
    await user.click(screen.getByRole("checkbox", { name: "Help for animals" }));
    const email = screen.getByLabelText(/Your e-mail address/);
    await user.type(email, "a@b.co");
    await user.click(screen.getByRole("button", { name: "Turn on alerts" }));

    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveFocus();
    expect(screen.getByText("Type an e-mail address like name@example.org.")).toBeInTheDocument();
    expect(email).toHaveValue("a@b.co");
    expect(screen.getByRole("radio", { name: "10 miles" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Help for animals" })).toBeChecked();
    expect(screen.getByTestId("chosen-point")).toHaveTextContent("91001 Altadena");
  });

  it("a rate limit says when to try again; a lost connection keeps the form as it was", async () => {
    let answer: Answer = { status: 429, body: { error: "Too many" }, headers: { "retry-after": "600" } };
    stubFetch({ push: null, email: true }, (url) => WHERE_91001(url, undefined) ?? (url === "/api/alerts/follow" ? answer : undefined));
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("button", { name: "Turn on alerts" });
    await chooseZip(user);
    await screen.findByTestId("chosen-point");
    await user.type(screen.getByLabelText(/Your e-mail address/), "resident@example.org");
    await user.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Please try again in 10 minutes."));

    answer = { status: 503 };
    await user.click(screen.getByRole("button", { name: "Turn on alerts" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Your answers are still in the form"));
    expect(screen.getByLabelText(/Your e-mail address/)).toHaveValue("resident@example.org");
  });

  it("on an iPhone not opened from the Home Screen: says how to add it, and offers e-mail instead of notifications", async () => {
    setUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1");
    stubPush();
    stubFetch({ push: { publicKey: PUBLIC_KEY }, email: true });
    renderPanel();
    const note = await screen.findByTestId("ios-home-screen");
    expect(note).toHaveTextContent("notifications work only when you open this site from your Home Screen");
    expect(within(note).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "In Safari, tap the Share button (a square with an arrow pointing up).",
      "Choose “Add to Home Screen”, then “Add”.",
      "Open the site from the new icon on your Home Screen, and come back to this page.",
    ]);
    expect(screen.queryByRole("checkbox", { name: /Notifications on this phone/ })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
  });

  it("a push follow: asks permission, subscribes with the site's key, sends the subscription and keeps the token on this device", async () => {
    const { pushManager } = stubPush();
    const calls = stubFetch({ push: { publicKey: PUBLIC_KEY }, email: true }, (url) => {
      if (url === "/api/alerts/follow") return { status: 202, body: { message: "ok", push: { status: "active", manageToken: TOKEN } } };
      if (url === "/api/alerts/manage") return { status: 200, body: follow() };
    });
    const user = userEvent.setup();
    renderPanel();
    const push = await screen.findByRole("checkbox", { name: /Notifications on this phone/ });
    expect(push).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "E-mail" })).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Tap the map to choose a point" }));
    await user.click(await screen.findByRole("button", { name: "tap Pasadena" }));
    expect(screen.getByTestId("chosen-point")).toHaveTextContent("Point on the map");
    await user.click(screen.getByRole("button", { name: "Turn on alerts" }));

    expect(await screen.findByTestId("alerts-done")).toHaveTextContent("Alerts are on for this phone.");
    expect(toastSaid()).toBe("Alerts are on for this phone.");
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const key = (pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0].applicationServerKey;
    expect(key).toHaveLength(65);
    const body = posts(calls, "/api/alerts/follow")[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ latitude: 34.148, longitude: -118.144, radiusMiles: 3, topics: ["evacuation"], language: "en" });
    expect(body).not.toHaveProperty("email");
    expect(body.push).toEqual({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", expirationTime: null, keys: { p256dh: "B".repeat(87), auth: "c".repeat(22) } });
    expect(JSON.parse(localStorage.getItem("alerts.follows")!)).toEqual([TOKEN]);
    // The device now lists the follow it holds.
    expect(await screen.findByRole("heading", { name: "This phone follows" })).toBeInTheDocument();
  });

  it("notifications refused: says so next to the channel, sends nothing", async () => {
    stubPush({ permission: "denied" });
    const calls = stubFetch({ push: { publicKey: PUBLIC_KEY }, email: true });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Tap the map to choose a point" }));
    await user.click(await screen.findByRole("button", { name: "tap Pasadena" }));
    await user.click(screen.getByRole("button", { name: "Turn on alerts" }));
    expect(await screen.findByText("Notifications were not allowed. Allow them when your browser asks, or choose e-mail.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /Notifications on this phone/ })).toHaveAttribute("aria-invalid", "true");
    expect(posts(calls, "/api/alerts/follow")).toHaveLength(0);
  });

  it("a point outside Los Angeles County is refused, on the map and from the location", async () => {
    stubFetch({ push: null, email: true });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Tap the map to choose a point" }));
    await user.click(await screen.findByRole("button", { name: "tap San Francisco" }));
    expect(screen.getByText("This point is outside Los Angeles County. Alerts cover Los Angeles County only.")).toBeInTheDocument();
    expect(screen.queryByTestId("chosen-point")).toBeNull();

    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError) },
    });
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(screen.getByText(/Location access is turned off for this site/)).toBeInTheDocument();
  });

  it("a link's point (?lat=&lng=) is chosen already, rounded to about 100 m", async () => {
    window.history.replaceState(null, "", "/alerts?lat=34.19012&lng=-118.13155");
    stubFetch({ push: null, email: true });
    renderPanel();
    const chosen = await screen.findByTestId("chosen-point");
    expect(chosen).toHaveTextContent("From the link you opened");
    expect(chosen).toHaveTextContent("Point chosen: 34.19, -118.132");
  });

  it("a device that follows shows it; stopping it unsubscribes, forgets the token and ends the browser's subscription", async () => {
    localStorage.setItem("alerts.follows", JSON.stringify([TOKEN]));
    const { subscription, pushManager } = stubPush();
    pushManager.getSubscription.mockResolvedValue(subscription);
    const calls = stubFetch({ push: { publicKey: PUBLIC_KEY }, email: true }, (url) => {
      if (url === "/api/alerts/manage") return { status: 200, body: follow() };
      if (url === "/api/alerts/unsubscribe") return { status: 200, body: { unsubscribed: true } };
    });
    const user = userEvent.setup();
    renderPanel();
    const card = await screen.findByTestId("follow-card");
    expect(card).toHaveTextContent("Within 3 miles of a point near Altadena");
    expect(card).toHaveTextContent("Alerts about: Evacuation order · Evacuation warning · Shelter in place · Shelters");
    expect(card).toHaveTextContent("Notifications on this phone");
    // The form waits behind "Follow another area" on a device that already follows.
    expect(screen.queryByRole("button", { name: "Turn on alerts" })).toBeNull();

    await user.click(within(card).getByRole("button", { name: "Stop alerts on this phone" }));
    expect(await screen.findByText("Alerts stopped on this phone.")).toBeInTheDocument();
    expect(posts(calls, "/api/alerts/unsubscribe")[0]!.body).toEqual({ token: TOKEN });
    expect(JSON.parse(localStorage.getItem("alerts.follows")!)).toEqual([]);
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Turn on alerts" })).toBeInTheDocument();
  });

  it("a follow that no longer exists (404) is forgotten quietly", async () => {
    localStorage.setItem("alerts.follows", JSON.stringify([TOKEN]));
    stubFetch({ push: null, email: true }, (url) => (url === "/api/alerts/manage" ? { status: 404, body: { error: "Unknown" } } : undefined));
    renderPanel();
    await waitFor(() => expect(JSON.parse(localStorage.getItem("alerts.follows")!)).toEqual([]));
    expect(screen.queryByTestId("follow-card")).toBeNull();
    expect(await screen.findByRole("button", { name: "Turn on alerts" })).toBeInTheDocument();
  });

  it("right to left, in Farsi: the whole panel in the catalog's words, coordinates read left to right", async () => {
    window.history.replaceState(null, "", "/fa/alerts?lat=34.19&lng=-118.131");
    stubFetch({ push: null, email: true });
    renderPanel("fa");
    expect(await screen.findByRole("button", { name: "روشن کردن اعلان‌ها" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "استفاده از موقعیت من" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /دستور تخلیه · هشدار تخلیه · پناه گرفتن در محل/ })).toBeDisabled();
    expect(screen.getByTestId("chosen-point").textContent).toContain("\u2066-118.131\u2069");
  });
});

function follow(overrides: Partial<ManagedFollow> = {}): ManagedFollow {
  return {
    channel: "push",
    email: null,
    latitude: 34.19,
    longitude: -118.131,
    radiusMiles: 3,
    topics: ["evacuation", "shelter"],
    language: "en",
    confirmed: true,
    expiresAt: "2027-02-24T08:00:00.000Z",
    ...overrides,
  };
}

// Silences React's act() warnings from the panel's effects settling after a test's last await.
afterEach(async () => {
  await act(async () => {});
});
