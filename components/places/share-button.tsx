"use client";

import toast from "react-hot-toast";
import { placeHref } from "@/lib/places/links";

/** Shares the place's deep link: the phone's share sheet where there is one, else the clipboard. */
export function ShareButton({ id, name, className }: { id: string; name: string; className: string }) {
  async function share() {
    const url = new URL(placeHref(id), window.location.origin).toString();
    try {
      if (navigator.share) {
        await navigator.share({ title: name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success("Link copied. Paste it in a message to share this place.");
    } catch (error) {
      if ((error as Error).name === "AbortError") return; // the visitor closed the share sheet
      toast.error(`Could not share automatically. The link is: ${url}`);
    }
  }
  return (
    <button type="button" onClick={share} className={className}>
      Share
    </button>
  );
}
