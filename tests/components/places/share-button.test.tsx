import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "@/components/places/share-button";
import { Toasts } from "@/components/toasts/toasts";

const ID = "00000000-0000-4000-8000-000000000001";

function renderButton() {
  render(
    <>
      <ShareButton id={ID} name="Sample place" className="" label="Share" />
      <Toasts />
    </>,
  );
  return screen.getByRole("button", { name: "Share" });
}

describe("<ShareButton> without a share sheet", () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it("copies the place's link, and tapping again replaces the toast instead of stacking copies", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    const button = renderButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(3));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(ID));
    await screen.findByText(/Link copied/);
    expect(screen.getAllByText(/Link copied/)).toHaveLength(1);
  });

  it("shows the link itself when copying fails", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) } });
    fireEvent.click(renderButton());
    expect(await screen.findByText(new RegExp(`The link is: .*${ID}`))).toBeTruthy();
  });
});
