import { Link } from "@/components/i18n/link";
import { UnbrokenNumbers } from "./unbroken-numbers";
import type { LinkPart, RichText as RichTextValue } from "@/lib/content/types";

type Props = {
  text: RichTextValue;
  linkClassName?: string;
  /** Called when an internal link is followed (e.g. the chat closes itself). */
  onNavigate?: () => void;
};

const defaultLinkClass = "font-medium text-brand underline underline-offset-2 hover:text-brand-dark";

export function TextLink({ link, className, onNavigate }: { link: LinkPart; className?: string; onNavigate?: () => void }) {
  if (link.href.startsWith("/")) {
    return (
      <Link href={link.href} className={className} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

/** Renders text runs and links in order. Strings are text nodes, never markup. */
export function RichText({ text, linkClassName = defaultLinkClass, onNavigate }: Props) {
  return (
    <>
      {text.map((part, i) =>
        typeof part === "string" ? (
          <span key={i}>
            <UnbrokenNumbers text={part} />
          </span>
        ) : (
          <TextLink key={i} link={part} className={linkClassName} onNavigate={onNavigate} />
        ),
      )}
    </>
  );
}
