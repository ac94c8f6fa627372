import { MoreMessages } from "@/components/i18n/language-context";
import { pageClientMessages } from "@/lib/i18n/client-messages";
import { getLanguage } from "@/lib/i18n/server";

/**
 * Around a whole page: the interface messages its own client components can show, beyond the
 * layout's (lib/i18n/client-messages.ts). `route` is the page's folder under app/[lang]/(public)
 * ("/" for the home page); tests/i18n/client-messages.test.ts checks every page that needs one
 * renders it with its own route.
 */
export async function PageMessages({ route, children }: { route: string; children: React.ReactNode }) {
  const messages = pageClientMessages(await getLanguage(), route);
  if (Object.keys(messages).length === 0) return children;
  return <MoreMessages messages={messages}>{children}</MoreMessages>;
}
