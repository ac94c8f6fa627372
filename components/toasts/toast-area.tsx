"use client";

import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";
import { useI18n } from "@/components/i18n/language-context";
import { TOASTS } from "@/lib/toasts/settings";
import { toastOptions } from "./toast-theme";
import { useMounted } from "./use-mounted";

/** Tells visitors on a weak connection when they drop offline and when they are back. */
function useConnectivityToasts() {
  const i18n = useI18n();
  useEffect(() => {
    const offline = () =>
      toast.error(i18n._("You are offline. Pages you have already opened may still work."), { id: "connectivity", duration: Infinity });
    const online = () => toast.success(i18n._("You are back online."), { id: "connectivity" });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [i18n]);
}

/** The toast area, rendered only after the first client mount (it has no server markup). */
export default function ToastArea() {
  const mounted = useMounted();
  useConnectivityToasts();
  if (!mounted) return null;
  return (
    // Toasts only exist after mount: a dynamic region from the start.
    <div data-i18n="dynamic" data-hydrated="true">
      {/* Never under the chat button (bottom end: right, or left on a right-to-left page): on a
          phone a long toast would reach it. Toasts sit at the bottom start, mirrored the same way. */}
      {document.documentElement.dir === "rtl" ? (
        <Toaster position={TOASTS.positionRtl} toastOptions={toastOptions} containerClassName="toast-area" containerStyle={{ left: TOASTS.clearOfChatPx }} />
      ) : (
        <Toaster position={TOASTS.position} toastOptions={toastOptions} containerClassName="toast-area" containerStyle={{ right: TOASTS.clearOfChatPx }} />
      )}
    </div>
  );
}
