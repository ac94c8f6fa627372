import "server-only";
import { z } from "zod";
import { httpUrlEnv, optionalEnv, parseEnv } from "./env";

/** Server-only settings. This module cannot be imported by a client component. */
const serverSchema = z.object({
  FOOTER_INSTAGRAM_URL: optionalEnv(httpUrlEnv),
  FOOTER_LINKEDIN_URL: optionalEnv(httpUrlEnv),
  FOOTER_FACEBOOK_URL: optionalEnv(httpUrlEnv),
});

export const serverEnv = parseEnv(serverSchema, {
  FOOTER_INSTAGRAM_URL: process.env.FOOTER_INSTAGRAM_URL,
  FOOTER_LINKEDIN_URL: process.env.FOOTER_LINKEDIN_URL,
  FOOTER_FACEBOOK_URL: process.env.FOOTER_FACEBOOK_URL,
});
