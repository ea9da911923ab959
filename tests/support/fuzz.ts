// Hostile input (issue 8, item 3): fast-check arbitraries for malicious form
// payloads, the requests they become, and the checks every run makes.
//
//  1. never a 5xx (a 503 too: the database is up in these tests);
//  2. nothing stored runs as script in a page (see expectNoInjectedScript, run after the properties);
//  3. a rejected form re-renders with what the user typed (see checkResponse).
//
// Each property has a fixed seed, so `npm test` is repeatable and a failure prints a
// seed and counterexample that replay it. FUZZ_SEED=<n> explores other inputs,
// FUZZ_SEED=random a new seed on every run.
//
// Runs per property: DEFAULT_RUNS (50) in `npm test` and CI, each property on its own
// fixed seed; FUZZ_RUNS=<n> sets another count, e.g. a deeper search before a release
// or after changing a form:
//   FUZZ_RUNS=1000 npm run test:fuzz                  (the fuzz files only, on PGlite)
//   FUZZ_RUNS=1000 FUZZ_SEED=random npm run test:fuzz (new inputs each time)
// The fuzz files run on PGlite only (vitest.config.ts: PGLITE_ONLY).
import fc from "fast-check";
import { createSession } from "~/server/accounts/session.server";
import { request } from "./app";

export const DEFAULT_RUNS = 50;
export const NUM_RUNS = Number(process.env.FUZZ_RUNS) || DEFAULT_RUNS;

export function seedFor(name: string): number | undefined {
  const env = process.env.FUZZ_SEED;
  if (env === "random") return undefined;
  let h = Number(env) || 0x5eed;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) | 0;
  return h;
}

/** fc.assert with the suite's run count and the property's own seed. */
export async function assertProperty<T>(name: string, property: fc.IAsyncPropertyWithHooks<T>) {
  await fc.assert(property, { numRuns: NUM_RUNS, seed: seedFor(name), endOnFailure: process.env.FUZZ_SHRINK !== "1" });
}

// ---------------------------------------------------------------- payloads

/** Injections whose markup must never reach a page unescaped. */
export const XSS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><img/src=x/onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "</textarea><script>alert(1)</script>",
  "</script><script>alert(1)</script>",
  '<a href="javascript:alert(1)">x</a>',
  "[click](javascript:alert(1))",
  '![x](x" onerror="alert(1))',
  "<iframe src=javascript:alert(1)></iframe>",
  "<IMG SRC=x ONERROR=alert(1)>",
  "<scr<script>ipt>alert(1)</script>",
  "javascript:alert(1)",
];
export const SQL = [
  "'; drop table admin_users; --",
  "' or '1'='1",
  "1); select pg_sleep(5); --",
  "\\'; --",
  "$$; drop table enquiries; $$",
  "%_%",
];
export const UNICODE = [
  "\u202Eevil.exe\u202C", // right-to-left override
  "مرحبا بالعالم",
  "שלום עולם",
  "👩‍👩‍👧‍👦🇮🇳🏳️‍🌈",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̌̚o", // combining marks
  "\uFEFFbom",
  "zero\u200Bwidth\u200D",
  "ﷺ𝕳𝖊𝖑𝖑𝖔",
  "I\u0307stanbul ß ǅ",
  "line\u2028separator\u2029",
  "\uD800", // a lone surrogate: the encoder sends U+FFFD
];
export const CONTROL = ["\u0000", "a\u0000b", "\u0001\u0002\u0003", "\u001b[31mred", "\r\n\r\nX-Injected: 1", "\t", "\u007f", "\u0085"];
export const WRONG_TYPES = [
  "0",
  "-1",
  "1e309",
  "NaN",
  "Infinity",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "[object Object]",
  "1,2,3",
  "0x10",
  "9".repeat(40),
  "2024-02-30",
  "0000-01-01",
  "__proto__",
  "constructor",
];
export const PATHS = [
  "../../etc/passwd",
  "%2e%2e%2f",
  "%00",
  "C:\\Windows\\win.ini",
  "//evil.example/x",
  "https://evil.example/",
  "/\\evil.example",
];

const catalogue = fc.constantFrom(...XSS, ...SQL, ...UNICODE, ...CONTROL, ...WRONG_TYPES, ...PATHS);
/** One piece of hostile text. */
const fragment = fc.oneof(
  { weight: 6, arbitrary: catalogue },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
/** Far over any limit of the app's forms. */
const huge = fc
  .tuple(fc.constantFrom("A", "é", "😀", "<script>", "\u0000", "'", " "), fc.constantFrom(1_001, 10_001, 100_001))
  .map(([s, n]) => s.repeat(Math.ceil(n / s.length)));

/** Any hostile string: empty, blank, injections, unicode, control characters, wrong types, huge. */
export const hostile: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom("", " ", "  \t  ") },
  { weight: 8, arbitrary: fragment },
  { weight: 6, arbitrary: fc.array(fragment, { minLength: 2, maxLength: 5 }).map((p) => p.join("")) },
  { weight: 1, arbitrary: huge },
);

/** Text that passes a "trimmed, min..max characters" rule, carrying injections, so that it gets stored. */
const storablePiece = fc.constantFrom(
  ...XSS,
  ...SQL,
  ...UNICODE.slice(0, -1),
  "Ada",
  "Lovelace",
  "O'Brien",
  "Smith & Sons",
  "5 < 6 > 4",
  '"quoted"',
  "naïve café",
);
export function storableText(min = 1, max = 200): fc.Arbitrary<string> {
  const words = fc.array(storablePiece, { minLength: 1, maxLength: 4 }).map((a) => a.join(" "));
  return fc
    .oneof(
      { weight: 4, arbitrary: words },
      // Exactly at the limit: messages that quote the value must still fit.
      { weight: 1, arbitrary: words.map((w) => (w + " ").repeat(Math.ceil(max / (w.length + 1))).slice(0, max)) },
    )
    .map((s) => s.slice(0, max))
    .filter((s) => s.trim().length >= min);
}

const isoDay = (min: string, max: string) =>
  fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
/** Real days in the past (dates of birth). */
export const pastDate = isoDay("1901-01-01", "2015-12-31");
/** Real days from 1900 to 2099 (expiry dates). */
export const anyDate = isoDay("1900-01-01", "2099-12-31");
/** "YYYY-MM-DD"-shaped strings that are no day: 30 February, year 0000, month 13, day 00. */
export const impossibleDate = fc
  .tuple(fc.constantFrom(0, 1, 999, 2024, 2025, 9999), fc.integer({ min: 0, max: 13 }), fc.constantFrom(0, 29, 30, 31, 32))
  .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`)
  .filter((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return v.startsWith("0000") || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== v;
  });
/** A field's accepted values and plausible wrong ones. */
export function choice(valid: (string | null)[], invalid: string[] = []): Pick<Field, "valid" | "invalid"> {
  return { valid: fc.constantFrom(...valid), ...(invalid.length ? { invalid: fc.constantFrom(...invalid) } : {}) };
}

export const uniqueEmail = fc
  .tuple(fc.constantFrom("a", "o'brien", "x.y", "UPPER", "tag+box"), fc.integer({ min: 0, max: 1e9 }))
  .map(([local, n]) => `${local}${n}@example.com`);

// ---------------------------------------------------------------- forms

export type FilePart = { file: true; bytes: Uint8Array<ArrayBuffer>; name: string; type: string };
export type Value = string | FilePart;

export type Field = {
  name: string;
  /** Values the form accepts, so that runs reach the code that stores them (null: the field is left out, as an unticked checkbox). */
  valid: fc.Arbitrary<string | null>;
  /** Plausible values the form must refuse (a 30 February, an id of someone else's record), used besides the hostile ones. */
  invalid?: fc.Arbitrary<string>;
  /** A text input or textarea the re-rendered form shows again (not passwords, selects, checkboxes or hidden ids). */
  kept?: boolean;
  /** A file field: its value is an upload. */
  file?: fc.Arbitrary<FilePart>;
};

export type Encoding = "urlencoded" | "multipart" | "json" | "malformed";
export type FuzzForm = {
  encoding: Encoding;
  entries: [string, Value][];
  /** For "json": the body, with numbers, arrays and objects where strings belong. */
  json?: unknown;
  /** For "malformed": a body that does not match its Content-Type. */
  malformed?: { contentType: string | null; body: string };
};

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const EXE = Uint8Array.from([...Buffer.from("MZ\x90\x00"), ...new Uint8Array(60)]);
const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Uint8Array(40)]);
const text = (s: string) => new TextEncoder().encode(s);
const oversized: Record<number, Uint8Array<ArrayBuffer>> = {};
/** Limit + 1 bytes that start like a real file of the accepted type (made once, shared). */
function overLimit(limit: number, start: Uint8Array) {
  const bytes = (oversized[limit] ??= new Uint8Array(limit + 1));
  bytes.set(start);
  return bytes;
}
const fileName = fc.oneof(
  fc.constantFrom(
    "scan.pdf",
    "photo.png",
    "cover.jpg",
    "",
    '"><img src=x onerror=alert(1)>.pdf',
    "<script>alert(1)</script>.png",
    "../../etc/passwd",
    "a\u0000b.pdf",
    "cod\u202Efdp.exe",
    "😀.pdf",
    "x".repeat(300) + ".pdf",
    "con.pdf",
    "a\r\nContent-Type: text/html.pdf",
  ),
  hostile.map((s) => s.slice(0, 200)),
);
const mime = fc.constantFrom(
  "application/pdf",
  "image/png",
  "image/jpeg",
  "text/html",
  "image/svg+xml",
  "application/x-msdownload",
  "",
  "application/octet-stream",
);

/** Files a field accepts: a real PDF, PNG or JPEG (the kinds given), under any name. */
export function goodUploads(kinds: ("pdf" | "png" | "jpeg")[]): fc.Arbitrary<FilePart> {
  const bytes = fc.constantFrom(...kinds.map((k) => ({ pdf: PDF, png: PNG, jpeg: JPEG })[k]));
  return fc.record({ file: fc.constant(true as const), bytes, name: fileName, type: mime });
}

/** Uploads for a field with a size limit: real files, executables and markup dressed as PDFs or images, empty and oversized. */
export function uploads(limit: number): fc.Arbitrary<FilePart> {
  const bytes = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(PDF, PNG, JPEG) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        EXE,
        ELF,
        text("#!/bin/sh\nrm -rf /\n"),
        text("<html><script>alert(1)</script>"),
        text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        text("GIF89a"),
      ),
    },
    { weight: 1, arbitrary: fc.constant(new Uint8Array(0)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((b) => Uint8Array.from(b)) },
    { weight: 1, arbitrary: fc.constantFrom(PDF, PNG, JPEG).map((start) => overLimit(limit, start)) },
  );
  return fc.record({ file: fc.constant(true as const), bytes, name: fileName, type: mime });
}

/** A wrong value for one field: hostile, or valid with an injection appended; sometimes an upload in a text field. */
function badValue(field: Field, multipart: boolean): fc.Arbitrary<Value> {
  if (field.file) return hostile;
  const options: fc.WeightedArbitrary<Value>[] = [
    { weight: 5, arbitrary: hostile },
    { weight: 2, arbitrary: fc.tuple(field.valid, fragment).map(([v, f]) => (v ?? "") + f) },
  ];
  if (field.invalid) options.push({ weight: 5, arbitrary: field.invalid });
  if (multipart) options.push({ weight: 1, arbitrary: uploads(1024) });
  return fc.oneof(...options);
}

/**
 * The entries of one submission. A form-wide mode says which fields get a wrong value:
 * none (a valid form, that reaches the code that stores it), exactly one (what the
 * validation lets through reaches the database), or a share of them (a few, half, all).
 * Each field is mostly sent once, sometimes left out or repeated; plus stray fields.
 */
function entriesOf(fields: Field[], multipart: boolean): fc.Arbitrary<[string, Value][]> {
  const perField = fields.map((field) =>
    fc.record({
      good: (field.file ?? field.valid) as fc.Arbitrary<Value | null>,
      bad: badValue(field, multipart),
      // What a wrong value of this field most often looks like: plausible, else hostile.
      plausible: field.invalid
        ? fc.oneof({ weight: 3, arbitrary: field.invalid as fc.Arbitrary<Value> }, { weight: 1, arbitrary: badValue(field, multipart) })
        : badValue(field, multipart),
      roll: fc.integer({ min: 0, max: 99 }),
      shape: fc.constantFrom("once", "once", "once", "once", "once", "once", "missing", "repeated"),
    }),
  );
  const strayName = fc.oneof(
    fc.constantFrom("__proto__", "constructor", "prototype", "x[]", "a[b]", "", "id", "role", "is_admin"),
    hostile.map((s) => s.slice(0, 100)),
  );
  const stray = fc.array(fc.tuple(strayName, hostile as fc.Arbitrary<Value>), { maxLength: 2 });
  // The one wrong field is mostly one with plausible wrong values (a date, a choice, an id).
  const withInvalid = fields.flatMap((f, i) => (f.invalid ? [i] : []));
  const victim = withInvalid.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...withInvalid) }, { weight: 1, arbitrary: fc.nat({ max: fields.length - 1 }) })
    : fc.nat({ max: fields.length - 1 });
  const mode = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ rate: 0, victim: -1 }) },
    { weight: 3, arbitrary: victim.map((v) => ({ rate: 0, victim: v })) },
    { weight: 3, arbitrary: fc.constantFrom(15, 50, 100).map((rate) => ({ rate, victim: -1 })) },
  );
  return fc.tuple(mode, fc.tuple(...perField), stray, fc.boolean()).map(([{ rate, victim }, parts, extra, reverse]) => {
    const entries = parts.flatMap(({ good, bad, plausible, roll, shape }, i): [string, Value][] => {
      const name = fields[i].name;
      const value = i === victim ? plausible : roll < rate ? bad : good;
      if (value === null) return [];
      if (rate === 0 || shape === "once") return [[name, value]];
      if (shape === "missing") return [];
      return roll % 2
        ? [
            [name, value],
            [name, bad],
          ]
        : [
            [name, bad],
            [name, value],
          ];
    });
    const all = rate === 0 ? entries : [...entries, ...extra];
    // Field order differs between browsers and tools; the server must not care.
    return reverse ? all.reverse() : all;
  });
}

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/**
 * A hostile submission of a form with these fields: URL-encoded or multipart (with
 * uploads), or a JSON body, or a body that does not match its Content-Type.
 */
export function hostileForm(fields: Field[], options: { multipart?: number } = {}): fc.Arbitrary<FuzzForm> {
  const multipartWeight = options.multipart ?? 3;
  const withForm = (encoding: "urlencoded" | "multipart") =>
    entriesOf(fields, encoding === "multipart").map((entries): FuzzForm => ({ encoding, entries }));
  const json = fc
    .tuple(
      entriesOf(fields, false),
      fc.array(fc.tuple(fc.constantFrom(...fields.map((f) => f.name)), wrongType), { maxLength: fields.length }),
    )
    .map(([entries, wrong]): FuzzForm => ({
      encoding: "json",
      entries: [],
      json: { ...Object.fromEntries(entries.map(([k, v]) => [k, typeof v === "string" ? v : 1])), ...Object.fromEntries(wrong) },
    }));
  const malformed = fc
    .record({
      contentType: fc.constantFrom(
        "multipart/form-data; boundary=----fuzz",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "application/x-www-form-urlencoded",
        "text/plain",
        "application/json",
        null,
      ),
      body: fc.oneof(
        hostile,
        fc.constant('------fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave'), // truncated multipart
        fc.constant("------fuzz--\r\n"),
        fc.constant("%E0%A4%A=&&==%%&name=%ZZ"),
        fc.constant('{"name": '),
      ),
    })
    .map((malformed): FuzzForm => ({ encoding: "malformed", entries: [], malformed }));
  return fc
    .oneof(
      { weight: 10, arbitrary: withForm("urlencoded") },
      { weight: multipartWeight, arbitrary: withForm("multipart") },
      { weight: 1, arbitrary: json },
      { weight: 1, arbitrary: malformed },
    )
    .map((form) => Object.assign(form, { [fc.toStringMethod]: () => describeForm(form) }));
}

/** A short description for fast-check's report (a 100,000-character value is shown by its length). */
export function describeForm(form: FuzzForm): string {
  const show = (v: unknown): string => {
    if (typeof v === "string") return v.length > 120 ? `${JSON.stringify(v.slice(0, 60))}…(${v.length} chars)` : JSON.stringify(v);
    if (v && typeof v === "object" && "file" in v) {
      const f = v as FilePart;
      return `File(${JSON.stringify(f.name.slice(0, 60))}, ${JSON.stringify(f.type)}, ${f.bytes.byteLength} bytes)`;
    }
    return JSON.stringify(v);
  };
  if (form.encoding === "json") return `json ${show(JSON.stringify(form.json))}`;
  if (form.encoding === "malformed") return `malformed ${show(form.malformed!.contentType)} ${show(form.malformed!.body)}`;
  return `${form.encoding} {${form.entries.map(([k, v]) => `${show(k)}: ${show(v)}`).join(", ")}}`;
}

/**
 * What the server receives: in a URL-encoded form a file becomes its name; in a multipart
 * one, undici's FormData sends a file with an empty name without `filename`, so its
 * bytes arrive as a text field.
 */
export function sentEntries(form: FuzzForm): [string, string | FilePart][] {
  if (form.encoding === "urlencoded") return form.entries.map(([k, v]) => [k, typeof v === "string" ? v : v.name]);
  return form.entries.map(([k, v]) => [k, typeof v !== "string" && v.name === "" ? new TextDecoder().decode(v.bytes) : v]);
}

export function requestBody(form: FuzzForm): { form?: URLSearchParams | FormData; body?: string; headers?: Record<string, string> } {
  switch (form.encoding) {
    case "urlencoded": {
      const params = new URLSearchParams();
      for (const [k, v] of sentEntries(form)) params.append(k, v as string);
      return { form: params };
    }
    case "multipart": {
      const data = new FormData();
      for (const [k, v] of form.entries) {
        if (typeof v === "string") data.append(k, v);
        else data.append(k, new Blob([v.bytes], { type: v.type }), v.name);
      }
      return { form: data };
    }
    case "json":
      return { body: JSON.stringify(form.json), headers: { "Content-Type": "application/json" } };
    case "malformed": {
      const { contentType, body } = form.malformed!;
      return { body, headers: contentType ? { "Content-Type": contentType } : {} };
    }
  }
}

// ---------------------------------------------------------------- checks

/** Statuses of a form the action refused, which re-render the page with the input. */
export const REJECTED = new Set([400, 403, 409, 429]);

/** The page without its scripts: the action's data rides in them too, but the user sees only the rest. */
export function visibleHtml(html: string) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** As React escapes text and attribute values. */
export function escapeHtml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/**
 * The kept text fields that were sent, as the server received them: the first value of
 * each (a repeated field counts once). Values with control characters (the multipart
 * encoder rewrites line breaks) and over 1000 characters (they may be reported as too
 * long; still never a 5xx) are not compared.
 */
export function expectedKept(form: FuzzForm, fields: Field[]): [string, string][] {
  if (form.encoding !== "urlencoded" && form.encoding !== "multipart") return [];
  const sent = sentEntries(form);
  const out: [string, string][] = [];
  for (const field of fields) {
    if (!field.kept) continue;
    const first = sent.find(([k, v]) => k === field.name && typeof v === "string")?.[1] as string | undefined;
    if (first === undefined || first.length > 1000 || CONTROL_CHARS.test(first)) continue;
    // undici's multipart parser decodes each value with a BOM-stripping decoder: the app never receives a leading U+FEFF.
    const received = form.encoding === "multipart" ? first.replace(/^\uFEFF/, "") : first;
    out.push([field.name, wellFormed(received)]);
  }
  return out;
}

export type Sent = { status: number; html: string; location: string | null; response: Response };

/** Statuses per action, printed with FUZZ_STATS=1 to see which paths the runs reach. */
const tally = new Map<string, Map<string, number>>();
export function count(action: string, outcome: string, amount = 1) {
  const row = tally.get(action) ?? new Map<string, number>();
  row.set(outcome, Math.round((row.get(outcome) ?? 0) + amount));
  tally.set(action, row);
}
export function printStats() {
  if (process.env.FUZZ_STATS !== "1") return;
  for (const [action, row] of tally) console.log(action, Object.fromEntries([...row].sort()));
}

export async function submit(path: string, form: FuzzForm, cookie?: string): Promise<Sent> {
  const started = performance.now();
  const response = await request(path, { cookie, ...requestBody(form) });
  const html = await response.text();
  const action = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id");
  count(action, `${form.encoding} ${response.status}`);
  count(action, `ms ${response.status}`, performance.now() - started);
  return { status: response.status, html, location: response.headers.get("Location"), response };
}

/**
 * Properties 1 and 3 for one run. `keep` says whether this run's form can show its input
 * again (false when a hidden id names nothing on the page: only a crafted request does that).
 */
export function checkResponse(path: string, form: FuzzForm, sent: Sent, fields: Field[], keep = true) {
  if (sent.status >= 500) {
    throw new Error(`POST ${path} answered ${sent.status}\n${sent.html.slice(0, 2000)}`);
  }
  if (!keep || !REJECTED.has(sent.status)) return;
  const page = visibleHtml(sent.html);
  for (const [name, value] of expectedKept(form, fields)) {
    if (!page.includes(escapeHtml(value))) {
      throw new Error(`POST ${path} answered ${sent.status} without the ${name} that was typed: ${JSON.stringify(value)}`);
    }
  }
}

/** A live session cookie of a user, without the cost of a password check. */
export async function sessionCookie(userId: string) {
  return (await createSession(userId, { ip: "direct", userAgent: "fuzz" })).split(";")[0];
}

/** The hidden field that names which form of a page was sent. */
export const intentField = (intent: string): Field => ({ name: "intent", valid: fc.constant(intent) });

/** A page keeps an intent's input in that intent's form: only when the first intent sent names it. */
export const ownIntent = (intent: string) => (form: FuzzForm) => firstValue(form, "intent") === intent;

export type ActionFuzz<S> = {
  fields: Field[];
  /** How often the form is multipart, against 10 for URL-encoded (upload forms: more). */
  multipart?: number;
  /** Generated state besides the form: the record aimed at, a starting status, a cookie… */
  state: fc.Arbitrary<S>;
  path: (state: S) => string;
  cookie: (state: S) => string | undefined | Promise<string | undefined>;
  /** Puts the database in the state of this run before the request. */
  setup?: (state: S, form: FuzzForm) => Promise<void>;
  /** Whether the re-rendered page has a form to keep this run's input in (see checkResponse). */
  keep?: (form: FuzzForm, state: S) => boolean;
  /** More checks of the answer. */
  check?: (sent: Sent, form: FuzzForm, state: S) => void | Promise<void>;
};

/** One property: `NUM_RUNS` hostile submissions of an action's form; properties 1 and 3 on each. */
export async function fuzzAction<S>(name: string, spec: ActionFuzz<S>) {
  await assertProperty(
    name,
    fc.asyncProperty(hostileForm(spec.fields, { multipart: spec.multipart }), spec.state, async (form, state) => {
      await spec.setup?.(state, form);
      const path = spec.path(state);
      const sent = await submit(path, form, await spec.cookie(state));
      checkResponse(path, form, sent, spec.fields, spec.keep?.(form, state) ?? true);
      await spec.check?.(sent, form, state);
    }),
  );
}

/** The field values of a form as the server reads them (first of each). */
export function firstValue(form: FuzzForm, name: string): string | undefined {
  if (form.encoding !== "urlencoded" && form.encoding !== "multipart") return undefined;
  const hit = sentEntries(form).find(([k]) => k === name);
  return hit && typeof hit[1] === "string" ? hit[1] : undefined;
}

// ---------------------------------------------------------------- stored script

/** The payloads' markup as it would appear had it reached a page unescaped (the app never writes these). */
const RAW_MARKERS = ["<script>alert(", "<img src=x", "<img/src=x", "<svg onload", "<iframe src=javascript", '<a href="javascript:'];

/** The tags of a page with their attributes, as a browser tokenises them (quoted values may hold < and >). */
function* tags(html: string) {
  for (const m of html.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/g)) {
    const attrs: [string, string][] = [];
    for (const a of m[2].matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attrs.push([a[1].toLowerCase(), a[2] ?? a[3] ?? a[4] ?? ""]);
    }
    yield { tag: m[1].toLowerCase(), attrs, index: m.index, text: m[0] };
  }
}

const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ":")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The app's own scripts: the js class, Remix's scroll restoration, context and modules, JSON-LD. */
const OWN_SCRIPT =
  /^(?:<script src="\/shell\.js" defer=""><\/script>|<script(?: (?:nonce="[^"]*"|type="(?:module|application\/ld\+json)"|async=""))*>(?:document\.documentElement\.classList|\(\(STORAGE_KEY|window\.__remixContext|;?\s*import |\{"@context"))/;

/** A description of the first markup in the page that would run script and is not the app's own, or null. */
export function injectedScript(html: string): string | null {
  const around = (i: number) => html.slice(Math.max(0, i - 80), i + 160);
  const lower = html.toLowerCase();
  for (const marker of RAW_MARKERS) {
    const i = lower.indexOf(marker.toLowerCase());
    if (i >= 0) return `payload markup ${JSON.stringify(marker)} unescaped: ${around(i)}`;
  }
  for (const { tag, attrs, index, text } of tags(html)) {
    for (const [name, value] of attrs) {
      if (name.startsWith("on")) return `an event-handler attribute ${name} on <${tag}>: ${around(index)}`;
      const url = decodeEntities(value)
        .replace(/[\u0000-\u0020]/g, "")
        .toLowerCase();
      if (
        ["href", "src", "action", "formaction", "xlink:href", "data"].includes(name) &&
        /^(javascript|vbscript|data:text\/html)/.test(url)
      ) {
        return `a script URL in ${name} of <${tag}>: ${around(index)}`;
      }
    }
    if (tag === "script" && !OWN_SCRIPT.test(html.slice(index, index + text.length + 40))) {
      return `a <script> the app does not write: ${around(index)}`;
    }
  }
  return null;
}

/** Property 2: the pages that show stored data hold no payload markup that would run. */
export async function expectNoInjectedScript(pages: string[], cookie?: string) {
  const problems: string[] = [];
  for (const path of pages) {
    const response = await request(path, { cookie });
    const html = await response.text();
    if (response.status >= 500) problems.push(`GET ${path} answered ${response.status}`);
    else if (response.status !== 200) problems.push(`GET ${path} answered ${response.status}, not the page`);
    const found = injectedScript(html);
    if (found) problems.push(`GET ${path}: ${found}`);
  }
  if (problems.length) throw new Error(problems.join("\n"));
}
