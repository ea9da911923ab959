// `npm run lint` part: the layout of app/ (docs/architecture.md). Every folder of
// app/server, app/lib and app/components is named by one word of one list, holds more
// than one file, and no file of app/ is longer than 300 lines. Generated files are exempt.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const CAPABILITIES = [
  "accounts",
  "cases",
  "documents",
  "messages",
  "notifications",
  "bookings",
  "leads",
  "billing",
  "records",
  "website",
  "operations",
  "calculators",
  "audit",
  "reports",
];
export const INFRASTRUCTURE = ["runtime", "db", "http", "files", "outbox", "ui"];
const WORDS = new Set([...CAPABILITIES, ...INFRASTRUCTURE]);
const TREES = ["app/server", "app/lib", "app/components"];
const MAX_LINES = 300;
const GENERATED = /^\/\/ (Generated|This file was generated)/m;

const root = path.resolve(import.meta.dirname, "..");
const problems: string[] = [];

for (const tree of TREES) {
  for (const entry of readdirSync(path.join(root, tree), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = `${tree}/${entry.name}`;
    if (!WORDS.has(entry.name)) problems.push(`${folder}: not a word of the layout (${[...WORDS].join(", ")})`);
    const inside = readdirSync(path.join(root, folder), { withFileTypes: true });
    if (inside.some((e) => e.isDirectory())) problems.push(`${folder}: holds a folder (one level of words only)`);
    if (inside.length < 2) problems.push(`${folder}: holds one file (move it beside its neighbours)`);
  }
}

function walk(dir: string) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(rel);
    else if (/\.(tsx?|jsx?)$/.test(entry.name) && statSync(path.join(root, rel)).isFile()) {
      const text = readFileSync(path.join(root, rel), "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      if (lines > MAX_LINES && !GENERATED.test(text.slice(0, 400)))
        problems.push(`${rel}: ${lines} lines (at most ${MAX_LINES}: split it by what it holds)`);
    }
  }
}
walk("app");

if (problems.length) {
  console.error(`The layout of app/ (docs/architecture.md):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`layout: ${TREES.join(", ")} by capability; no file of app/ over ${MAX_LINES} lines`);
