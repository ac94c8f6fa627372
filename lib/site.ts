import { publicEnv } from "./env";
import { msg } from "./i18n/msg";

/**
 * Who we are and where to find us. Deployments set the NEXT_PUBLIC_* values; the defaults are
 * neutral placeholders (the services' home pages and an example.org address) so a zero-config run
 * shows the footer as it will look, without pretending to be a real account.
 */
export const SITE = {
  name: "LA Wildfire Relief",
  shortName: "LA Relief",
  description: msg(
    "Find shelters, food, medical help and animal support after the Los Angeles wildfires, and learn how to volunteer, donate and stay safe.",
  ),
  contactEmail: publicEnv.NEXT_PUBLIC_CONTACT_EMAIL ?? "relief@example.org",
  social: {
    microblog: { label: "Bluesky", href: publicEnv.NEXT_PUBLIC_MICROBLOG_URL ?? "https://bsky.app/" },
    photos: { label: "Flickr", href: publicEnv.NEXT_PUBLIC_PHOTOS_URL ?? "https://www.flickr.com/" },
  },
} as const;
