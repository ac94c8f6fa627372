import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActionDone } from "@/components/moderation/action-done";

/** The answer to an action on /moderate: said where the reviewer is, at the list they acted in. */
const PARAMS = ["done", "at"] as const;

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

function listHeading(id: string) {
  const heading = document.createElement("h2");
  heading.id = id;
  heading.tabIndex = -1;
  heading.scrollIntoView = vi.fn();
  document.body.append(heading);
  return heading;
}

describe("<ActionDone>", () => {
  it("says what was done, brings the list's heading into view and focus, and tidies the address to its anchor", async () => {
    window.history.replaceState(null, "", "/moderate?done=handled&at=collaborations&collaborations=2");
    const heading = listHeading("collaborations-title");
    render(<ActionDone message="Collaboration request marked handled, by you." at="collaborations-title" params={PARAMS} />);
    expect(screen.getByRole("status")).toHaveTextContent("Collaboration request marked handled, by you.");
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
    expect(heading).toHaveFocus();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/moderate?collaborations=2#collaborations-title");

    await act(() => userEvent.click(screen.getByRole("button", { name: "Dismiss" })));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("does nothing without an answer: no jump, the address left as it is", () => {
    window.history.replaceState(null, "", "/moderate?stale=2");
    const heading = listHeading("stale-title");
    render(<ActionDone message={null} at="stale-title" params={PARAMS} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
    expect(window.location.search).toBe("?stale=2");
  });
});
