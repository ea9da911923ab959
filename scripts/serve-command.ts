// How the production server is started: remix-serve with the front door preloaded.
// `npm start` runs exactly this (a unit test keeps package.json in step); scripts and
// tests spawn it directly so that stopping them stops the server too.
//
// --max-old-space-size: V8 lets a busy server's heap grow to several times what is
// live before it collects (measured: 224 MB of heap holding 48 MB live after 30 s of
// uncached pages, peak RSS 336 MB on PostgreSQL). A limit of 160 MB makes it collect
// sooner at no measured cost in speed (peak 204 MB); the live heap is ~50 MB idle and
// stays far below the limit under `npm run load` (200 connections).
export const SERVE_ARGS = [
  "--max-old-space-size=160",
  "--import",
  "./app/server/front-door.js",
  "./node_modules/@remix-run/serve/dist/cli.js",
  "./build/index.js",
];
