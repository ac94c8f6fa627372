/**
 * Built-in page copy is data, not JSX: one document per language (lib/content/<language>/), with
 * the same structure in each (tests/lib/content/content.test.ts), rendered by one set of components.
 * A sentence with a link is one RichText: the link sits inside the sentence, where each language
 * needs it. Strings never contain HTML: a link is its own part, so nothing is inserted as markup.
 */

/** An internal link starts with "/"; an external one is a full https URL to an official source. */
export type LinkPart = { href: string; label: string };

/** A run of text: plain strings and links, rendered in order. */
export type Inline = string | LinkPart;
export type RichText = Inline[];

export type Block =
  | { kind: "paragraph"; text: RichText }
  | { kind: "list"; items: RichText[] }
  /** Ordered steps, e.g. "Ready, Set, Go!" */
  | { kind: "steps"; items: { title: string; text: RichText }[] }
  /** A highlighted box: "danger" for life-safety warnings, "info" for tips. */
  | { kind: "callout"; tone: "danger" | "info"; title: string; text: RichText };

export type ContentSection = {
  /** Anchor id, when the section must be linkable (e.g. "wildfire-readiness"). */
  id?: string;
  title: string;
  blocks: Block[];
  subsections?: ContentSection[];
};

export type ContentPage = {
  title: string;
  /** One or two sentences under the page title; also the meta description. */
  lead: string;
  sections: ContentSection[];
  /** Official sources this page relies on, shown at the end. */
  sources?: LinkPart[];
};

/** A question of the FAQ chat and its answer. */
export type Faq = {
  id: string;
  question: string;
  answer: RichText;
  /** Whether the question buttons are offered again after this answer. */
  showFaqButtonsAfter: boolean;
};

export type FaqContent = { greeting: RichText; faqs: Faq[] };

/** The site-wide safety notice. */
export type SafetyNoticeContent = {
  title: string;
  body: RichText;
  links: RichText[];
  dismiss: string;
};

export type HomeContent = {
  hero: { title: string; lead: string; findHelp: string; guide: string; emergency: string };
  map: { title: string; lead: string; unknownPlace: string };
};

/**
 * Every page's built-in copy in one language. Written whole per language (lib/content/<lang>/),
 * not assembled from translated fragments: a sentence keeps its link wherever that language puts
 * it, and a translator reads and edits whole paragraphs.
 */
export type SiteContent = {
  guide: ContentPage;
  volunteer: ContentPage;
  donate: ContentPage;
  contact: ContentPage;
  faq: FaqContent;
  notice: SafetyNoticeContent;
  home: HomeContent;
};
