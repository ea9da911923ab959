// How the production server is started: remix-serve with the front door preloaded.
// `npm start` runs exactly this (a unit test keeps package.json in step); scripts and
// tests spawn it directly so that stopping them stops the server too.
export const SERVE_ARGS = [
  "--import",
  "./app/server/front-door.js",
  "./node_modules/@remix-run/serve/dist/cli.js",
  "./build/index.js",
];
