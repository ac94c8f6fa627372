export { contactPage as contact } from "./contact";
export { donatePage as donate } from "./donate";
export { faq } from "./faq";
export { guidePage as guide } from "./guide";
export { home } from "./home";
export { notice } from "./notice";
export { volunteerPage as volunteer } from "./volunteer";
