"use client";

/** Last resort when the root layout itself fails: plain HTML, no dependencies. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "2rem", maxWidth: 640, margin: "0 auto" }}>
        <h1>Something went wrong</h1>
        <p>Please try again. In immediate danger, call 911.</p>
        <button type="button" onClick={reset} style={{ padding: "0.75rem 1.25rem", fontSize: "1rem" }}>
          Try again
        </button>
      </body>
    </html>
  );
}
