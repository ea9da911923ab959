import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SERVE_ARGS } from "../../scripts/serve-command";

it("npm start runs the same command the scripts and tests spawn", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  expect(pkg.scripts.start).toBe(`node ${SERVE_ARGS.join(" ")}`);
});
