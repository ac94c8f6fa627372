import type { FaqContent } from "../types";

export const faq: FaqContent = {
  greeting: [
  "Hi! I can answer common questions about this site and wildfire relief in Los Angeles. Choose a question below. If you are in danger right now, call 911.",
],
  faqs: [
  {
    id: "volunteer",
    question: "How can I volunteer?",
    answer: [
      "Thank you for wanting to help. Please do not go into burn areas or closed zones on your own. Sign up through an organization that is running a shift, so you are expected, trained and safe. Current opportunities, with times and sign-up links, are on the ",
      { href: "/volunteer", label: "Volunteer page" },
      ". Organizers who need volunteers can reach us through the ",
      { href: "/contact", label: "collaboration form" },
      ".",
    ],
    showFaqButtonsAfter: true,
  },
  {
    id: "donations",
    question: "What donations are accepted?",
    answer: [
      "Most sites accept food (sealed, unexpired, non-perishable), hygiene items (new and unopened), medical supplies (unopened first-aid items and N95 masks, never prescription drugs) and pet supplies (food, leashes, crates, litter). Needs change every day, so check what a site is asking for and its drop-off hours on the ",
      { href: "/donate", label: "Donate page" },
      " before you go. Please do not bring used clothing unless a site asks for it.",
    ],
    showFaqButtonsAfter: true,
  },
  {
    id: "resources",
    question: "How do I find help near me?",
    answer: [
      "Open the ",
      { href: "/#map", label: "map" },
      " and choose a category: Essentials (food, water, supplies); Shelter & Support Services; Medical & Health; or Animal Support. You can search, show only places open now, and sort by distance from you. Each place shows its hours, phone number, directions and when it was last checked. You can also dial 2-1-1 for LA County information and referrals.",
    ],
    showFaqButtonsAfter: true,
  },
  {
    id: "evacuation",
    question: "What should I do if I need to evacuate?",
    answer: [
      "If officials order you to evacuate, leave right away. Do not wait. If you feel unsafe, leave even without an order. Take your go-bag, medicines, documents, phone charger and pets. Follow the routes officials give, and call 911 if you are in danger. Sign up for local alerts at ",
      { href: "https://ready.lacounty.gov/", label: "ready.lacounty.gov" },
      ". Our ",
      { href: "/wildfireguide#wildfire-readiness", label: "wildfire guide" },
      " explains how to get ready, and ",
      { href: "/#map", label: "the map" },
      " shows open shelters.",
    ],
    showFaqButtonsAfter: true,
  },
  {
    id: "add-information",
    question: "How do I add information to the map?",
    answer: [
      "If you know a shelter, distribution site or service that is missing, use the ",
      { href: "/suggest", label: "form to add a place" },
      ". Give its address or pick it on the map, its hours and where the information comes from. A person checks every suggestion before it appears. If a listing is wrong, press \"Report a problem\" on that entry.",
    ],
    showFaqButtonsAfter: true,
  },
  {
    id: "update-frequency",
    question: "How often is the map updated?",
    answer: [
      "The map is updated daily. Each place shows when it was last checked. Hours and needs can change quickly during an emergency, so call ahead when a phone number is listed.",
    ],
    showFaqButtonsAfter: true,
  },
  {
    id: "collaborate",
    question: "How can my organization collaborate?",
    answer: [
      "We work with community groups, relief organizations, businesses and media. Fill in the ",
      { href: "/contact", label: "collaboration form on the Contact page" },
      " and tell us how you would like to work together: supplies, volunteers, listing a service, or something else. We will get back to you.",
    ],
    showFaqButtonsAfter: true,
  },
],
};
