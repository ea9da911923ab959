// The server matches every request against the route table. @remix-run/router 1.23
// flattens, ranks and compiles the whole table on each match (~5 ms a request here);
// patches/@remix-run+router+1.23.3.patch (applied by `npm install`, patch-package)
// does it once. This fails if the patch was not applied, or stops matching as before.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

describe("the route matcher the server uses", () => {
  it("is the patched one", () => {
    const file = require.resolve("@remix-run/router");
    expect(file).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(file, "utf8")).toContain("immigration-portal patch");
  });

  it("matches as before, the same table many times", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const routes = [
      { id: "root", path: "/", children: [{ id: "post", path: "blog/:slug" }, { id: "blog", path: "blog" }, { id: "any", path: "*" }] },
    ];
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(routes, "/blog/hello")?.map((m) => [m.route.id, m.params.slug])).toEqual([["root", "hello"], ["post", "hello"]]);
      expect(matchRoutes(routes, "/blog")?.at(-1)?.route.id).toBe("blog");
      expect(matchRoutes(routes, "/BLOG/x")?.at(-1)?.route.id).toBe("post"); // case-insensitive
      expect(matchRoutes(routes, "/nowhere")?.at(-1)?.route.id).toBe("any");
    }
  });
});
