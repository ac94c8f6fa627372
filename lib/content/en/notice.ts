import type { SafetyNoticeContent } from "../types";

/** The site-wide safety notice, at the top of every page until it is dismissed on this device. */
export const notice: SafetyNoticeContent = {
  title: "In immediate danger? Call 911.",
  body: [
    "This site shares relief information. It is not an emergency service. If officials tell you to evacuate, leave right away.",
  ],
  links: [
    ["Sign up for emergency alerts and find your evacuation zone at ", { href: "https://ready.lacounty.gov/", label: "ready.lacounty.gov" }, "."],
    ["See active fires at ", { href: "https://www.fire.ca.gov/incidents", label: "CAL FIRE incidents" }, "."],
    ["For LA County information and referrals, dial 2-1-1."],
  ],
  dismiss: "Got it, hide this notice"
};
