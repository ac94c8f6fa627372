import type { ContentPage } from "../types";

export const contactPage: ContentPage = {
  title: "Contact",
  lead: "For organizers, community groups, businesses and media who want to work with us to help people affected by the fires.",
  sections: [
    {
      title: "This site is not an emergency service",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "In immediate danger, call 911.",
          text: [
            "We cannot answer emergencies. For LA County information and services, dial 2-1-1.",
          ],
        },
      ],
    },
    {
      title: "Ways to work together",
      blocks: [
        {
          kind: "list",
          items: [
            ["List the supplies your site needs or has to give."],
            ["Post volunteer needs for your organization."],
            ["Add a place to the map, or correct one."],
            ["Propose a partnership with your group or business."],
            ["Media questions."],
          ],
        },
      ],
    },
    {
      title: "Correct a place on the map",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "To correct a place on the map, use the collaboration form and name the place. Tell us what is wrong and what the right information is. If you run the place, please say so.",
          ],
        },
      ],
    },
    {
      title: "What to include",
      blocks: [
        {
          kind: "list",
          items: [
            ["Your name and your organization, if you have one."],
            ["How we can reach you."],
            ["What you need or what you offer."],
            ["Where and when, if it is about a place or an event."],
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Please do not send private information about the people you are helping.",
          ],
        },
      ],
    },
    {
      id: "collaboration-form",
      title: "Collaboration form",
      blocks: [
        {
          kind: "paragraph",
          text: ["Tell us who you are and how you would like to work together, using the form below."],
        },
      ],
    },
    {
      title: "Looking for help?",
      blocks: [
        {
          kind: "list",
          items: [
            ["Find resources near you on the ", { href: "/#map", label: "map" }, "."],
            ["Read our ", { href: "/wildfireguide", label: "wildfire guide" }, " for safety and recovery steps."],
            ["Want to help? See ", { href: "/volunteer", label: "Volunteer" }, " and ", { href: "/donate", label: "Donate" }, "."],
          ],
        },
      ],
    },
  ],
};
