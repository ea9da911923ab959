// npm run content:stale [-- DAYS] [-- --strict]: the figures of the service and country pages
// not checked against their official source for DAYS days (90 by default), oldest first. A
// warning by default (CI prints it and goes on: a figure's age is work for whoever keeps the
// content, not a broken build); --strict exits 1 when there are any, to gate a release.
import { COUNTRIES, SERVICES } from "../app/content/catalogue.server";
import { STALE_AFTER_DAYS, staleChecks } from "../app/content/figures";

const args = process.argv.slice(2);
const strict = args.includes("--strict");
const days = Number(args.find((a) => a !== "--strict") ?? STALE_AFTER_DAYS);
if (!Number.isInteger(days) || days < 0) {
  console.error("Usage: npm run content:stale -- [days] [--strict]");
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
const stale = staleChecks([...SERVICES, ...COUNTRIES], today, days);
if (!stale.length) {
  console.log(`Every figure was checked in the last ${days} days.`);
  process.exit(0);
}
console.log(
  `warning: ${stale.length} figure${stale.length === 1 ? "" : "s"} not checked in the last ${days} days (admins: /admin/content-freshness):`,
);
for (const c of stale) {
  const what = c.what.length > 70 ? `${c.what.slice(0, 67)}...` : c.what;
  console.log(`${c.checked}  ${c.page.padEnd(32)} ${what}\n            ${c.source.url}`);
}
process.exit(strict ? 1 : 0);
