import { msg } from "../i18n/msg";

/** Who we are. Safe in the browser bundle: no environment reads (see lib/site/contact.ts). */
export const SITE = {
  name: "LA Wildfire Relief",
  shortName: "LA Relief",
  description: msg(
    /*i18n*/ "Find shelters, food, medical help and animal support after the Los Angeles wildfires, and learn how to volunteer, donate and stay safe.",
  ),
} as const;
