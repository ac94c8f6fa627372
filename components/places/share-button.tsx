"use client";

import { useLanguage, useI18n } from "@/components/i18n/language-context";
import { localizeHref } from "@/lib/i18n/languages";
import { placeHref } from "@/lib/places/links";

/**
 * The toast library on the first tap, not with every card: it stays out of the listing pages' first
 * scripts (the page's toast area loads it after hydration; both share react-hot-toast's one store).
 */
async function notify(kind: "success" | "error", message: string, id: string) {
  const { default: toast } = await import("react-hot-toast");
  toast[kind](message, { id });
}

/**
 * Shares the place's deep link, in the sender's language (explicitly, English too: the recipient
 * sees what the sender saw, and their own stored choice is left alone): the phone's share sheet
 * where there is one, else the clipboard.
 */
export function ShareButton({ id, name, className, label }: { id: string; name: string; className: string; label: string }) {
  const i18n = useI18n();
  const language = useLanguage();
  async function share() {
    const url = new URL(localizeHref(language, placeHref(id), { explicit: true }), window.location.origin).toString();
    try {
      if (navigator.share) {
        await navigator.share({ title: name, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      // One toast per place: tapping again replaces it instead of stacking copies.
      notify("success", i18n._("Link copied. Paste it in a message to share this place."), `share-${id}`).catch(() => undefined);
    } catch (error) {
      if ((error as Error).name === "AbortError") return; // the visitor closed the share sheet
      notify("error", i18n._("Could not share automatically. The link is: {url}", { url }), `share-${id}`).catch(() => undefined);
    }
  }
  return (
    <button type="button" onClick={share} className={className}>
      {label}
    </button>
  );
}
