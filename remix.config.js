// Classic Remix compiler. Every URL of the app is listed in app/routes.js
// (one table), so folder names never decide routing by accident.
import { routeTable } from "./app/routes.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: routeTable,
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: false,
  // Keep native and WASM packages out of the server bundle: they load at runtime.
  serverDependenciesToBundle: [],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
