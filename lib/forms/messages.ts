import { msg } from "@/lib/i18n/msg";

/** What the forms say about a whole submission (English keys), in the browser and on the server. */
export const FORM_MESSAGES = {
  malformed: msg(/*i18n*/ "Something was wrong with this form. Please reload the page and try again."),
  invalid: msg(/*i18n*/ "Please check the highlighted fields."),
  rateLimited: msg(/*i18n*/ "You have sent several forms in a short time. Please try again in {minutes} minutes."),
  unavailable: msg(/*i18n*/ "We could not save this right now. Your answers are still in the form: please try again in a moment."),
  conflict: msg(
    /*i18n*/ "We already received an earlier version of this form. Your changes are still in the form: send it again and we will receive this version too.",
  ),
  sending: msg(/*i18n*/ "Sending…"),
};
