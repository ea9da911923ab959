// The production server (`npm start`, built by `npm run build` into build/server.js):
// node:http, the front door's steps in the order below, then Express serving the static
// files and Remix, as remix-serve did (docs/decisions/023-typed-server-entry.md).
//
// The state the door shares with the app (the drain, the render cache, the request
// scope) is made once, in the app's bundle; entry.server.tsx exports it and it is read
// here from the build, so this bundle holds none of app/'s code (scripts/build-server.ts
// checks that).
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import getPort from "get-port";
import morgan from "morgan";
import type * as AppEntry from "../app/entry.server";
import {
  bodiesAndDoors,
  countInFlight,
  frontDoor,
  oneAddressPerPage,
  publicPagesFromMemory,
  recordClientAddress,
  requestScopeFor,
  sameSiteOnly,
  securityHeaders,
  unsubscribeFromAnywhere,
} from "./front-door";
import { LONGEST_BODY_MS } from "./request-body";

/** What entry.server.tsx hands the server. */
type Shared = Pick<typeof AppEntry, "drain" | "renderCache" | "requestScope">;

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const port = parseNumber(process.env.PORT) ?? (await getPort({ port: 3000 }));

// Importing the build starts the app: configuration, migrations, the job runner, the
// change listener (entry.server.tsx); a failure there stops the start with its message.
const buildPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
installGlobals({ nativeFetch: build.future.v3_singleFetch });
const { drain, renderCache, requestScope } = build.entry.module as unknown as Shared;

// Behind the door: what remix-serve ran (compression, the build's assets cached for a
// year, public/ for an hour, a log line a request, Remix).
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

// The front door: every request meets these steps, in this order, before the app.
const handler = frontDoor(
  [
    countInFlight(drain), // counted until answered; /healthz says "draining" once stopping
    securityHeaders, // nosniff, frame and referrer rules, HSTS over https
    recordClientAddress, // X-Client-IP from the socket or TRUST_PROXY hops of X-Forwarded-For
    unsubscribeFromAnywhere, // a one-click unsubscribe POST is not asked where it came from
    oneAddressPerPage, // /about/ → 301 /about
    publicPagesFromMemory(renderCache), // an anonymous GET of a public page from memory
    sameSiteOnly, // a state-changing request from another site: 403
    bodiesAndDoors, // 413/408 for bodies; sign-ins and other forms in line at their doors
    requestScopeFor(requestScope), // a GET's loaders share the session look-up
  ],
  app,
);

// Node's own clocks (Node's defaults are 60 s for the headers, checked every 30 s, and 5
// minutes for a whole request): headers that have not all come within 10 s end the
// connection; a body has its own deadline (request-body.ts), under Node's backstop.
const server = http.createServer(
  { headersTimeout: 10_000, requestTimeout: LONGEST_BODY_MS + 60_000, connectionsCheckingInterval: 1_000 },
  handler,
);
// A stop (SIGTERM, SIGINT: startup.server.ts) closes the server through the drain, once
// the requests in flight are finished.
drain.addServer(server);
// A burst of connections waits in the kernel's queue while the app is busy; Node's 511 let
// a burst of 3,000 sign-ins overflow it (their connections reset). 4,096 is Linux's usual cap.
server.listen({ port, host: process.env.HOST || undefined, backlog: 4096 }, () => {
  const address =
    process.env.HOST ||
    Object.values(os.networkInterfaces())
      .flat()
      .find((ip) => String(ip?.family).includes("4") && !ip?.internal)?.address;
  console.log(address ? `[server] http://localhost:${port} (http://${address}:${port})` : `[server] http://localhost:${port}`);
});

function parseNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const maybe = Number(raw);
  return Number.isNaN(maybe) ? undefined : maybe;
}
