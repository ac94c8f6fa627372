import type { ToasterProps } from "react-hot-toast";
import { TOASTS } from "@/lib/toasts/settings";

/** Green and black: black cards, a green edge, white text (contrast 19:1). */
export const toastOptions: ToasterProps["toastOptions"] = {
  duration: TOASTS.durationMs,
  style: {
    background: "#0a0a0a",
    color: "#ffffff",
    border: "1px solid #4ade80",
    borderRadius: "10px",
    maxWidth: "min(420px, calc(100vw - 32px))",
  },
  success: { iconTheme: { primary: "#4ade80", secondary: "#0a0a0a" } },
  error: { iconTheme: { primary: "#f87171", secondary: "#0a0a0a" } },
  // A loading toast stays until the work it stands for finishes and replaces it.
  loading: { duration: Infinity },
};
