// The server matches every request against the route table, three times a request.
// @remix-run/router 1.23 flattens, ranks and compiles the whole table on each match
// (~5 ms a request here), then tries the branches in order, building and throwing away
// a match of the root layout for each one that fails (half of what a sign-in allocated).
// patches/@remix-run+router+1.23.3.patch (applied by `npm install`, patch-package)
// ranks the table once and remembers which branch a path matched. This fails if the
// patch was not applied, or stops matching as before.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

describe("the route matcher the server uses", () => {
  it("is the patched one", () => {
    const file = require.resolve("@remix-run/router");
    expect(file).toMatch(/router\.cjs\.js$/);
    const source = readFileSync(file, "utf8");
    expect(source).toContain("Flattened and ranked once per route tree");
    expect(source).toContain("Which branch a path matched is remembered");
  });

  it("matches as before, the same table many times", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const routes = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "post", path: "blog/:slug" },
          { id: "blog", path: "blog" },
          { id: "any", path: "*" },
        ],
      },
    ];
    for (let i = 0; i < 3; i++) {
      expect(matchRoutes(routes, "/blog/hello")?.map((m) => [m.route.id, m.params.slug])).toEqual([
        ["root", "hello"],
        ["post", "hello"],
      ]);
      expect(matchRoutes(routes, "/blog")?.at(-1)?.route.id).toBe("blog");
      expect(matchRoutes(routes, "/BLOG/x")?.at(-1)?.route.id).toBe("post"); // case-insensitive
      expect(matchRoutes(routes, "/nowhere")?.at(-1)?.route.id).toBe("any");
      expect(matchRoutes([{ id: "only", path: "/only" }], "/other")).toBeNull();
    }
  });

  it("gives every caller a match of its own, however often the path was matched", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const routes = [{ id: "root", path: "/", children: [{ id: "client", path: "clients/:id" }] }];
    const first = matchRoutes(routes, "/clients/7")!;
    (first[1].params as Record<string, string>).id = "changed by the first caller";
    first.pop();
    const second = matchRoutes(routes, "/clients/7")!;
    expect(second.map((m) => [m.route.id, m.params.id])).toEqual([
      ["root", "7"],
      ["client", "7"],
    ]);
    expect(second).not.toBe(first);
    // A path of its own is matched on its own (no answer shared between paths).
    expect(matchRoutes(routes, "/clients/8")?.[1].params.id).toBe("8");
  });
});
