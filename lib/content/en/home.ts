import type { HomeContent } from "../types";

export const home: HomeContent = {
  hero: {
    title: "Wildfire relief for Los Angeles",
    lead: "Find shelter, food, medical care and help for animals near you, and see how you can volunteer or donate.",
    findHelp: "Find help near you",
    guide: "Wildfire guide",
    emergency: "In danger? Call 911. For LA County information and referrals, dial 2-1-1.",
  },
  map: {
    title: "Map of resources",
    lead: "Places that can help, updated daily. Each shows its hours, whether it is open now, who can go, and when a person last checked it.",
    unknownPlace:
      "We could not find that place. It may have closed or been removed from the map. Here are the places listed now.",
  },
};
