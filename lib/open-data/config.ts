/** What every open-data response says about its terms (docs/open-data.md). */
export const OPEN_DATA = {
  license: "CC-BY-4.0",
  licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
  attribution: "LA Wildfire Relief map contributors",
  /** HSDS paging: the page size when none is asked for, and the largest allowed. */
  defaultPerPage: 50,
  maxPerPage: 500,
} as const;
