import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useSubmission } from "@/components/forms/use-submission";
import { FORM_MESSAGES } from "@/lib/forms/messages";
import type { FormResult } from "@/lib/forms/options";

const schema = z.object({ name: z.string().min(1, "Enter your name.") });
/** A form action that accepts everything (what it was sent is read from the mock's calls). */
const ok: (input: unknown) => Promise<{ ok: true }> = async () => ({ ok: true });
/** A form action that gives these answers, one per call, in order. */
const answering =
  (...answers: ((input: unknown) => Promise<FormResult>)[]): ((input: unknown) => Promise<FormResult>) =>
  (input) =>
    answers.shift()!(input);

describe("useSubmission", () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it("loads the schema once, when the form is first focused, and checks in the browser with it", async () => {
    const load = vi.fn(async () => schema);
    const action = vi.fn(ok);
    const { result } = renderHook(() => useSubmission(load, action, "Thanks"));
    expect(load).not.toHaveBeenCalled();
    act(() => void result.current.prepare());
    act(() => void result.current.prepare());
    let sent = true;
    await act(async () => {
      sent = await result.current.submit({ name: "" }, "");
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: "Enter your name." });
  });

  it("still sends when the schema cannot load (offline): the server's check applies", async () => {
    const action = vi.fn(ok);
    const { result } = renderHook(() => useSubmission(() => Promise.reject(new Error("chunk failed")), action, "Thanks"));
    let sent = false;
    await act(async () => {
      sent = await result.current.submit({ name: "" }, "");
    });
    expect(sent).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("sends a double click once, with one idempotency key, while the schema is still loading", async () => {
    const action = vi.fn(ok);
    const { result } = renderHook(() => useSubmission(async () => schema, action, "Thanks"));
    await act(async () => {
      await Promise.all([result.current.submit({ name: "Ana" }, ""), result.current.submit({ name: "Ana" }, "")]);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![0]).toMatchObject({ data: { name: "Ana" }, honeypot: "" });
  });

  /** The idempotency keys of the requests an action mock received, in order. */
  const keysSent = (action: { mock: { calls: unknown[][] } }) => action.mock.calls.map((call) => (call[0] as { idempotencyKey: string }).idempotencyKey);

  it("after a conflict (an earlier version saved under this key), says so, keeps the data and sends the next attempt with a new key", async () => {
    const action = vi.fn(answering(async () => ({ ok: false, error: FORM_MESSAGES.conflict, conflict: true }), ok));
    const { result } = renderHook(() => useSubmission(async () => schema, action, "Thanks"));
    let sent = true;
    await act(async () => {
      sent = await result.current.submit({ name: "Ana, edited" }, "");
    });
    expect(sent).toBe(false);
    expect(result.current.formError).toBe(FORM_MESSAGES.conflict);
    await act(async () => {
      sent = await result.current.submit({ name: "Ana, edited" }, "");
    });
    expect(sent).toBe(true);
    const [first, second] = keysSent(action);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(action.mock.calls[1]![0]).toMatchObject({ data: { name: "Ana, edited" } });
  });

  it.each<[string, () => Promise<FormResult>]>([
    ["the answer is lost (network error)", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the rate limit refuses it", async () => ({ ok: false, error: FORM_MESSAGES.rateLimited, values: { minutes: 3 } })],
    ["the database is down", async () => ({ ok: false, error: FORM_MESSAGES.unavailable })],
  ])("keeps the same key for the retry when %s, so a saved first attempt is not stored twice", async (_, firstAnswer) => {
    const action = vi.fn(answering(firstAnswer, ok));
    const { result } = renderHook(() => useSubmission(async () => schema, action, "Thanks"));
    await act(async () => {
      await result.current.submit({ name: "Ana" }, "");
    });
    await act(async () => {
      await result.current.submit({ name: "Ana" }, "");
    });
    const [first, second] = keysSent(action);
    expect(second).toBe(first);
  });

  it("sends the next form after a success with a new key", async () => {
    const action = vi.fn(ok);
    const { result } = renderHook(() => useSubmission(async () => schema, action, "Thanks"));
    await act(async () => {
      await result.current.submit({ name: "Ana" }, "");
    });
    await act(async () => {
      await result.current.submit({ name: "Ben" }, "");
    });
    const [first, second] = keysSent(action);
    expect(second).not.toBe(first);
  });

  it("after a failed send, takes the visitor to the first field to fix, in the middle of the screen (never under the fixed bar)", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    function Form() {
      const { submit, errors, formError, form } = useSubmission(async () => z.object({ name: z.string(), email: z.email("Enter an e-mail address like name@example.org.") }), ok, "Thanks");
      return (
        <form ref={form} onSubmit={(e) => (e.preventDefault(), void submit({ name: "Ana", email: "ana@" }, ""))}>
          <p role="alert" tabIndex={-1}>{formError}</p>
          <input aria-label="name" aria-invalid={!!errors.name} />
          <input aria-label="email" aria-invalid={!!errors.email} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(document.activeElement).toBe(screen.getByLabelText("email"));
    expect(scrolled).toHaveBeenCalledWith({ block: "center" });
  });
});
