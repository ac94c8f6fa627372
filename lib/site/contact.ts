import "server-only";
import { publicEnv } from "../env/public";

/**
 * Where to find us. Deployments set the NEXT_PUBLIC_* values; the defaults are neutral
 * placeholders (the services' home pages and an example.org address) so a zero-config run shows
 * the footer as it will look, without pretending to be a real account. Server-side only, so the
 * browser bundle never carries the environment validator.
 */
export const SITE_CONTACT = {
  contactEmail: publicEnv.NEXT_PUBLIC_CONTACT_EMAIL ?? "relief@example.org",
  social: {
    microblog: { label: "Bluesky", href: publicEnv.NEXT_PUBLIC_MICROBLOG_URL ?? "https://bsky.app/" },
    photos: { label: "Flickr", href: publicEnv.NEXT_PUBLIC_PHOTOS_URL ?? "https://www.flickr.com/" },
  },
} as const;
