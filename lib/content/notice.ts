import type { RichText } from "./types";

export type SafetyNoticeContent = {
  title: string;
  body: RichText;
  links: RichText[];
  dismiss: string;
  closeLabel: string;
};

/** The site-wide safety notice shown once per browser session. */
export const SAFETY_NOTICE: SafetyNoticeContent = {
  title: "In immediate danger? Call 911.",
  body: [
    "This site shares relief information. It is not an emergency service. If officials tell you to evacuate, leave right away.",
  ],
  links: [
    ["Sign up for emergency alerts and find your evacuation zone at ", { href: "https://ready.lacounty.gov/", label: "ready.lacounty.gov" }, "."],
    ["See active fires at ", { href: "https://www.fire.ca.gov/incidents", label: "CAL FIRE incidents" }, "."],
    ["For LA County information and referrals, dial 2-1-1."],
  ],
  dismiss: "I understand, continue",
  closeLabel: "Close notice",
};
