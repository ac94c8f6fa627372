import type { RichText } from "./types";

/** The site-wide safety notice shown once per browser session. */
export const SAFETY_NOTICE = {
  title: "In immediate danger? Call 911.",
  body: [
    "This site shares relief information. It is not an emergency service. If officials tell you to evacuate, leave right away.",
  ] as RichText,
  links: [
    ["Sign up for emergency alerts and find your evacuation zone at ", { href: "https://ready.lacounty.gov/", label: "ready.lacounty.gov" }, "."],
    ["See active fires at ", { href: "https://www.fire.ca.gov/incidents", label: "CAL FIRE incidents" }, "."],
    ["For LA County information and referrals, dial 2-1-1."],
  ] as RichText[],
  dismiss: "I understand, continue",
  closeLabel: "Close notice",
};
