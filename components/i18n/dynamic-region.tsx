"use client";

import { useMounted } from "@/components/toasts/use-mounted";

type Props = React.HTMLAttributes<HTMLDivElement> & { children: React.ReactNode };

/**
 * Content the server cannot translate (database text): the client translation provider works
 * inside it, and only once React has hydrated it (`data-hydrated`), so it never changes text React
 * is still matching against the server HTML.
 */
export function DynamicRegion({ children, ...rest }: Props) {
  const mounted = useMounted();
  return (
    <div {...rest} data-i18n="dynamic" data-region="" data-hydrated={mounted ? "true" : undefined}>
      {children}
    </div>
  );
}
