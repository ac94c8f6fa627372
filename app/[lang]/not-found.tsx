import { NotFoundContent } from "@/components/errors/not-found-content";
import { MainArea } from "@/components/layout/main-area";
import { getLanguage, getI18n } from "@/lib/i18n/server";

/** A page that called notFound() (inside the site's layout, in the page's language; its own <main>: it replaces the page's layout). */
export default async function NotFound() {
  return (
    <MainArea>
      <NotFoundContent language={await getLanguage()} i18n={await getI18n()} />
    </MainArea>
  );
}
