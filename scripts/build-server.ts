// The server in front of Remix (server/index.ts) into build/server.js, after `remix build`
// (npm run build). Packages stay outside the bundle (loaded from node_modules, as the
// app's build does). None of app/'s code may be bundled: the state the server shares
// with the app is made once, in the app's build, and read from it
// (docs/decisions/023-typed-server-entry.md); a second copy would be a second drain,
// render cache or request scope that the app never sees.
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  metafile: true,
  logLevel: "warning",
});

const fromApp = Object.keys(result.metafile.inputs).filter((input) => input.startsWith("app/"));
if (fromApp.length > 0) {
  console.error(
    `build/server.js must not bundle app/'s code (import only its types; read its state from the build):\n  ${fromApp.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`build/server.js: ${Object.keys(result.metafile.inputs).join(", ")}`);
