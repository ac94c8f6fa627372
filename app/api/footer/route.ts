import { NextResponse } from "next/server";
import { serverEnv } from "@/lib/env/server";
import type { CmsFooterRecord } from "@/lib/footer/links";

/**
 * The footer record, in the CMS's shape, for deployments without NEXT_PUBLIC_CMS_URL: the footer
 * then loads its links from here through the very same code path. Defaults are the networks' home
 * pages until a deployment sets FOOTER_*_URL.
 */
export function GET() {
  const body: CmsFooterRecord = {
    data: {
      InstagramLink: serverEnv.FOOTER_INSTAGRAM_URL ?? "https://www.instagram.com/",
      LinkedinLink: serverEnv.FOOTER_LINKEDIN_URL ?? "https://www.linkedin.com/",
      FacebookLink: serverEnv.FOOTER_FACEBOOK_URL ?? "https://www.facebook.com/",
    },
  };
  return NextResponse.json(body, { headers: { "cache-control": "public, max-age=300" } });
}
