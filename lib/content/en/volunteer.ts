import type { ContentPage } from "../types";

export const volunteerPage: ContentPage = {
  title: "Volunteer",
  lead: "Thank you for wanting to help. Here is how to help safely, where help is needed, and how to sign up.",
  sections: [
    {
      title: "Help safely",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "Do not go into burn areas on your own.",
          text: [
            "Burn areas and closed zones are dangerous. Going there without being asked can block roads and take rescue workers away from people in need. Only go where an organization has asked you to be.",
          ],
        },
        {
          kind: "paragraph",
          text: [
            "The best way to help is to sign up through an established organization or one of the opportunities we list. They know what is needed, and they can keep you safe.",
          ],
        },
      ],
    },
    {
      title: "Volunteer opportunities near you",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Volunteer opportunities near you are listed below and on the ",
            { href: "/#map", label: "map" },
            ".",
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Needs change quickly. If a listing is full or closed, check back later or try another one.",
          ],
        },
        {
          kind: "paragraph",
          text: [
            "You can also volunteer with the ",
            { href: "https://www.redcross.org/", label: "American Red Cross" },
            ".",
          ],
        },
      ],
    },
    {
      title: "Skills that are needed",
      blocks: [
        {
          kind: "list",
          items: [
            ["Sorting and packing donations."],
            ["Cooking, packing and serving meals. Follow the site's food safety rules."],
            ["Translation and interpreting. Speakers of Spanish, Chinese, Korean, Armenian and Tagalog are especially valued in Los Angeles."],
            ["Animal care, such as feeding, walking and cleaning up after displaced pets."],
            ["Office help, such as answering questions, checking people in and entering data."],
            ["Cleanup, only when officials allow it and only with protective gear."],
          ],
        },
        {
          kind: "paragraph",
          text: [
            "If you have a professional license, for example in health care or mental health, sign up through an organization that can check your license and place you.",
          ],
        },
      ],
    },
    {
      title: "What to bring",
      blocks: [
        {
          kind: "list",
          items: [
            ["Water to drink."],
            ["A photo ID."],
            ["Closed-toe shoes."],
            ["An N95 mask, if there is smoke or ash."],
            ["Clothes that can get dirty, a hat and sunscreen."],
            ["Anything else the listing asks for."],
          ],
        },
      ],
    },
    {
      title: "How to sign up",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Find an opportunity",
              text: [
                "Look at the listings below or on the ",
                { href: "/#map", label: "map" },
                ".",
              ],
            },
            {
              title: "Read the details",
              text: ["Check the place, the time, and any age or skill limits."],
            },
            {
              title: "Sign up first",
              text: ["Each listing has a sign-up link. Use it before you go, so organizers know you are coming."],
            },
            {
              title: "Arrive and check in",
              text: ["Come on time and check in with the organizer when you arrive. Follow their instructions."],
            },
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Do you organize volunteers? Post your needs through our ",
            { href: "/contact", label: "collaboration form" },
            ".",
          ],
        },
      ],
    },
    {
      title: "Take care of yourself",
      blocks: [
        {
          kind: "list",
          items: [
            ["Drink water, eat, and take breaks."],
            [
              "Check the air quality at ",
              { href: "https://www.airnow.gov/", label: "AirNow" },
              " before you go. Limit work outdoors when the air is unhealthy.",
            ],
            ["Know your limits. It is fine to say no or to stop."],
            ["Helping after a disaster can be hard on your feelings too. Talk with someone you trust."],
            ["Disaster Distress Helpline: call or text 1-800-985-5990."],
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Cannot volunteer right now? You can also ",
            { href: "/donate", label: "donate" },
            ".",
          ],
        },
      ],
    },
  ],
  sources: [
    { href: "https://www.redcross.org/", label: "American Red Cross" },
    { href: "https://www.airnow.gov/", label: "AirNow" },
  ],
};
