import { NotFoundContent } from "@/components/errors/not-found-content";
import { getLanguage, getI18n } from "@/lib/i18n/server";

/** A page that called notFound() (inside the site's layout, in the page's language). */
export default async function NotFound() {
  return <NotFoundContent language={await getLanguage()} i18n={await getI18n()} />;
}
