import type { ContentPage } from "../types";

export const donatePage: ContentPage = {
  title: "Donate",
  lead: "Thank you for giving. Here is what donation sites accept, what not to bring, and how to give money safely.",
  sections: [
    {
      title: "Current needs",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Donation needs, marked by how urgent they are, are listed below and on the ",
            { href: "/#map", label: "map" },
            ". Needs change every day. Always check a site's listing before you go.",
          ],
        },
      ],
    },
    {
      title: "What is accepted",
      blocks: [
        {
          kind: "paragraph",
          text: ["Most sites accept the items below. Bring only what a site's listing asks for."],
        },
      ],
      subsections: [
        {
          title: "Food",
          blocks: [
            {
              kind: "list",
              items: [
                ["Non-perishable food that does not need a refrigerator."],
                ["Sealed and unexpired."],
                ["Ready to eat, with no cooking needed."],
                ["No home-cooked food, unless the site asks for it."],
              ],
            },
          ],
        },
        {
          title: "Hygiene",
          blocks: [
            {
              kind: "paragraph",
              text: ["New and unopened items only:"],
            },
            {
              kind: "list",
              items: [
                ["Toothbrushes and toothpaste."],
                ["Soap."],
                ["Menstrual products."],
                ["Diapers and wipes."],
              ],
            },
          ],
        },
        {
          title: "Medical supplies",
          blocks: [
            {
              kind: "list",
              items: [
                ["Unopened first-aid supplies."],
                ["N95 masks."],
                ["Unopened over-the-counter items."],
                ["Never bring prescription drugs."],
              ],
            },
          ],
        },
        {
          title: "Pet supplies",
          blocks: [
            {
              kind: "list",
              items: [
                ["Pet food."],
                ["Leashes."],
                ["Crates and carriers."],
                ["Cat litter."],
              ],
            },
          ],
        },
      ],
    },
    {
      title: "Please do not bring",
      blocks: [
        {
          kind: "list",
          items: [
            ["Used clothing, unless a site asks for it. Sorting it takes many volunteers away from other work."],
            ["Opened or used items."],
            ["Expired food."],
            ["Home-cooked food, unless a site asks for it."],
            ["Prescription drugs."],
          ],
        },
      ],
    },
    {
      title: "How to drop off",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Check the listing",
              text: [
                "Look at the site's hours and current needs below or on the ",
                { href: "/#map", label: "map" },
                ".",
              ],
            },
            {
              title: "Call ahead",
              text: ["If the listing has a phone number, call to make sure they still need what you have."],
            },
            {
              title: "Bring only what is needed",
              text: ["Pack items by type, so volunteers can sort them quickly."],
            },
            {
              title: "Drop off during open hours",
              text: ["Do not leave items outside when a site is closed. They can be ruined or taken."],
            },
          ],
        },
      ],
    },
    {
      title: "Give money",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Money is often the most flexible help. Organizations can buy exactly what people need, when they need it. Give to established organizations you can verify, such as the ",
            { href: "https://www.redcross.org/", label: "American Red Cross" },
            ".",
          ],
        },
      ],
    },
    {
      title: "Avoid scams",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "Scammers use disasters to steal money.",
          text: [
            "Never pay by gift card or wire transfer. A real charity will not ask you to.",
          ],
        },
        {
          kind: "list",
          items: [
            ["Check that a charity is real before you give. Go to its official website yourself. Do not use a link someone sent you."],
            ["Do not give cash to strangers who say they are collecting for fire victims."],
            ["Be careful with calls, texts and emails that push you to give right now."],
            ["Online fundraisers are safest when you know the person who started them."],
          ],
        },
      ],
    },
  ],
  sources: [{ href: "https://www.redcross.org/", label: "American Red Cross" }],
};
