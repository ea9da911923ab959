import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SERVE_ARGS, SERVE_ENV } from "../../scripts/serve-command";

it("npm start runs the same command the scripts and tests spawn", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const env = Object.entries(SERVE_ENV).map(([k, v]) => `${k}=${v}`);
  expect(pkg.scripts.start).toBe([...env, "node", ...SERVE_ARGS].join(" "));
});
