/**
 * Los Angeles County's clock: hours, "open now", dates and feed times are read and written in it.
 * Its own module, below places and hazards, and small: the home page's first download carries it.
 */
export const LA_TIME_ZONE = "America/Los_Angeles";
