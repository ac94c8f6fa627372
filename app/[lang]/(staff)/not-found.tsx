// An entry that does not exist (/moderate/places/<unknown id>): the same page as the residents' side.
export { default } from "../(public)/not-found";
