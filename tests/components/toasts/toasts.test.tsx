import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import toast from "react-hot-toast";
import { describe, expect, it } from "vitest";
import { toastOptions } from "@/components/toasts/toast-theme";
import { Toasts } from "@/components/toasts/toasts";
import { TOASTS } from "@/lib/toasts/settings";

describe("<Toasts>", () => {
  it("renders nothing on the server: the area appears only after the first client mount", () => {
    expect(renderToString(<Toasts />)).toBe("");
  });

  it("shows toasts at the bottom left once mounted", async () => {
    render(<Toasts />);
    act(() => {
      toast.success("Saved");
    });
    const message = await screen.findByText("Saved");
    expect(TOASTS.position).toBe("bottom-left");
    // react-hot-toast anchors each toast's wrapper to the bottom; left is its default alignment
    // (centre and right set justify-content).
    let wrapper: HTMLElement | null = message;
    while (wrapper && wrapper.style.bottom === "") wrapper = wrapper.parentElement;
    expect(wrapper?.style.bottom).toBe("0px");
    expect(wrapper?.style.top).toBe("");
    expect(wrapper?.style.justifyContent).toBe("");
  });

  it("lasts 5000 ms by default, forever when loading, in green and black", () => {
    expect(toastOptions?.duration).toBe(5000);
    expect(toastOptions?.loading?.duration).toBe(Infinity);
    expect(toastOptions?.style).toMatchObject({ background: "#0a0a0a", color: "#ffffff" });
    expect(String(toastOptions?.style?.border)).toContain("#4ade80");
  });

  it("tells the visitor when the connection drops and when it is back", async () => {
    render(<Toasts />);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText(/back online/)).toBeInTheDocument();
  });
});
