import type { RichText } from "./types";

export const HOME = {
  hero: {
    title: "Wildfire relief for Los Angeles",
    lead: "Find shelter, food, medical care and help for animals near you, and see how you can volunteer or donate.",
    findHelp: "Find help near you",
    guide: "Wildfire guide",
    emergency: "In danger? Call 911. For LA County information and referrals, dial 2-1-1.",
  },
  map: {
    title: "Map of resources",
    lead: "Places that can help, updated daily. Each one will show its hours, whether it is open now, who can go, and when it was last checked.",
    comingSoon: [
      "The interactive map is being prepared. Until it is ready, dial 2-1-1 for help finding services, and see ",
      { href: "/volunteer", label: "how to volunteer" },
      " and ",
      { href: "/donate", label: "what to donate" },
      ".",
    ] as RichText,
    categoriesTitle: "What you will find",
    categories: [
      { name: "Essentials", text: "Food, water, clothing, hygiene kits, charging and supplies." },
      { name: "Shelter & Support Services", text: "Shelters, places to stay, help with paperwork and case management." },
      { name: "Medical & Health", text: "First aid, medicine, masks, and mental health support." },
      { name: "Animal Support", text: "Pet food, emergency animal shelter and veterinary help." },
    ],
    kindsTitle: "Also on the map",
    kinds: [
      { name: "Shelters", text: "Where to stay, whether pets are allowed and if there is space." },
      { name: "Donation needs", text: "What each site needs most, and when to drop it off." },
      { name: "Volunteer opportunities", text: "Shifts you can sign up for, with the organizer's link." },
    ],
  },
};
