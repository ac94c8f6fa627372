/** What every open-data response says about its terms (docs/open-data.md). */
export const OPEN_DATA = {
  license: "CC-BY-4.0",
  licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
  attribution: "LA Wildfire Relief map contributors",
  /**
   * HSDS paging: the page sizes offered, and the one given when none is asked for. A few fixed
   * sizes, not any number: every page a client can ask for is then one of a bounded set that the
   * cache keeps, instead of each new page/per_page pair being made afresh (docs/open-data.md).
   */
  perPageChoices: [25, 50, 100, 500],
  defaultPerPage: 50,
} as const;
