/**
 * Import rules (npm run lint:imports, part of npm test): the layers only point down.
 *
 *   app/  →  components/  →  lib/ reading code  →  lib/data/  →  lib/ domain code
 *
 * - Domain code (every module of lib/ not in lib/data and not listed in READING): types and rules —
 *   open now, filters, ranking, search, geometry, triggers, messages, formats. It imports nothing
 *   from the data layer, not even a type, and no reading code.
 * - lib/data: the only database code (one interface, one folder per backend). It maps rows to the
 *   domain's types and imports only domain code.
 * - Reading code: a lib/ module that calls a store or takes one (READING below): lib/services/<feature>/
 *   for the features whose types lib/data maps rows to, listed modules of the features lib/data
 *   never imports (moderation, open data, reviewers, import). A module joins this list when it
 *   starts using lib/data: the change then says so in review.
 * - No module imports one above its layer (lib never imports components or app; components never
 *   import app, nor call a store), and no cycle, type-only imports included.
 */
const READING = [
  // A feature's reading code (what calls its stores for pages, routes and jobs), kept out of the
  // feature's domain folder, which lib/data imports for its types: so folders never import each
  // other across the data layer.
  "^lib/services/",
  "^lib/import/run-import\\.ts$",
  // The reviewers' server actions, one per file, on one wrapper that checks the session and the form.
  "^lib/moderation/actions/",
  "^lib/moderation/(check-form|lists|load-lists|safe-action)\\.ts$",
  "^lib/open-data/(hazard-responses|hsds-pages|responses)\\.ts$",
  "^lib/reviewers/(accounts|current|sign-in-limits)\\.ts$",
];
const DATA = "^lib/data/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-circular", comment: "A cycle: split the shared part into a module both can import.", severity: "error", from: {}, to: { circular: true } },
    {
      name: "domain-not-to-data",
      comment: "Domain code imports nothing from the data layer: move the type or rule down (lib/<feature>/types.ts), or list the module in READING if it really reads.",
      severity: "error",
      from: { path: "^lib/", pathNot: [DATA, ...READING] },
      to: { path: [DATA, ...READING] },
    },
    {
      name: "no-folder-cycle-through-data",
      comment:
        "A folder both imported by lib/data (for its types) and importing lib/data: move its reading code to lib/services/<feature>/, so the folders themselves point down.",
      severity: "error",
      scope: "folder",
      // Folders are named without a trailing slash ("lib/data", "lib/data/sql").
      from: { path: "^lib/data($|/)" },
      to: { circular: true },
    },
    {
      name: "data-not-to-reading",
      comment: "lib/data imports only domain code.",
      severity: "error",
      from: { path: DATA },
      to: { path: READING },
    },
    { name: "lib-not-to-ui", comment: "lib/ never imports components/ or app/.", severity: "error", from: { path: "^lib/" }, to: { path: "^(components|app)/" } },
    {
      name: "components-read-through-lib",
      comment: "A component never calls a store: it gets data from a page or a lib/ function (a type of lib/data is fine).",
      severity: "error",
      from: { path: "^components/" },
      to: { path: DATA, dependencyTypesNot: ["type-only"] },
    },
    { name: "components-not-to-app", comment: "components/ never import app/.", severity: "error", from: { path: "^components/" }, to: { path: "^app/" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
