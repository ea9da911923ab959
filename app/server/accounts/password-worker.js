// The password checker's own thread (started by password-checker.server.ts): zxcvbn-ts
// and its dictionaries, judging one password at a time, so that a long password's
// second of work never holds the server's main thread. Plain JavaScript, loaded by
// path: the app's server build is one file and cannot hold a second entry.
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);
const { ZxcvbnFactory } = require("@zxcvbn-ts/core");
const common = require("@zxcvbn-ts/language-common");
const english = require("@zxcvbn-ts/language-en");

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

parentPort?.on("message", ({ id, password, userInputs }) => {
  const result = zxcvbn.check(password, userInputs);
  parentPort?.postMessage({ id, score: result.score, warning: result.feedback.warning ?? null, suggestions: result.feedback.suggestions });
});
