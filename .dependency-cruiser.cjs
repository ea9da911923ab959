// The layers of app/ (docs/architecture.md), checked by `npm run lint`:
//   routes and the app's top files  ->  capabilities  ->  infrastructure
// lib, content and components are shared with the browser and never import server code.
const CAPABILITIES = "accounts|cases|documents|messages|notifications|bookings|leads|billing|records|website|operations|calculators";
const INFRASTRUCTURE = "runtime|db|http|files|outbox";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "An import cycle: modules that need each other belong together, or one of them needs a smaller piece of the other.",
      from: { path: "^app/" },
      to: { circular: true },
    },
    {
      name: "browser-code-imports-no-server",
      severity: "error",
      comment: "lib, content and components run in the browser too: a type both sides need lives in app/lib.",
      from: { path: "^app/(lib|content|components)/" },
      to: { path: "^app/server/" },
    },
    {
      name: "infrastructure-imports-no-capability",
      severity: "error",
      comment: "Infrastructure knows no feature: a capability registers with it (e.g. its mail kinds), the top layer wires them.",
      from: { path: `^app/server/(${INFRASTRUCTURE})/` },
      to: { path: `^app/server/(${CAPABILITIES})/` },
    },
    {
      name: "server-entry-takes-only-types-from-app",
      severity: "error",
      comment:
        "server/ is bundled apart from the app: a value imported from app/ would be a second copy (a second drain, cache or scope). It reads the app's instances from the build.",
      from: { path: "^server/" },
      to: { path: "^app/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "nothing-imports-routes",
      severity: "error",
      comment: "Routes are the top layer: a piece two routes share moves to a capability or to components.",
      from: { path: "^app/(server|lib|content|components)/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "server-imports-no-components",
      severity: "error",
      comment: "Server modules return data; pages render it.",
      from: { path: "^app/server/" },
      to: { path: "^app/components/" },
    },
    {
      name: "lib-imports-no-components-or-content",
      severity: "error",
      comment: "lib is the bottom of the browser's side: rules, schemas, formatting.",
      from: { path: "^app/lib/" },
      to: { path: "^app/(components|content)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|public/build)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".jsx", ".mjs", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
