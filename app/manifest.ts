import type { MetadataRoute } from "next";
import { SITE } from "@/lib/site/identity";

/**
 * The web app manifest (/manifest.webmanifest, linked from every page by Next): what a phone needs
 * to add the site to its home screen as an app. On iPhone and iPad, web push (area alerts,
 * components/alerts) works only for a site opened from the Home Screen. One manifest for every
 * language: it opens "/", which the server answers in the visitor's language.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: SITE.name,
    short_name: SITE.shortName,
    description: SITE.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The navigation bar's black (app/[lang]/(public)/layout.tsx viewport) and the icon's.
    theme_color: "#0a0a0a",
    background_color: "#0a0a0a",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
