import { act, renderHook } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useSubmission } from "@/components/forms/use-submission";

const schema = z.object({ name: z.string().min(1, "Enter your name.") });
/** A form action that accepts everything (what it was sent is read from the mock's calls). */
const ok: (input: unknown) => Promise<{ ok: true }> = async () => ({ ok: true });

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
});
