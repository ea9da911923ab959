// Builders for the seeded questionnaire templates (issue 40). Each writes a question, a
// set of rows or a section with every default of `templateSchema` spelled out, so a
// template is a `Template` as written and nothing is parsed when the app loads it (the
// unit test parses every template and checks the parse changes nothing).
import type { PersonGroup, Question, Section } from "~/lib/cases/questionnaire";

type Common = { hint?: string; required?: boolean };
type Choices = readonly (readonly [value: string, label: string])[];

const common = (key: string, label: string, o: Common) => ({
  key,
  label,
  ...(o.hint ? { hint: o.hint } : {}),
  required: o.required ?? true,
});

export const text = (key: string, label: string, o: Common & { maxLength?: number } = {}): Question => ({
  kind: "text",
  ...common(key, label, o),
  maxLength: o.maxLength ?? 200,
});

/** A free answer of a paragraph or two (addresses, details of a trip or an event). */
export const longText = (key: string, label: string, o: Common = {}): Question => text(key, label, { ...o, maxLength: 2000 });

export const date = (key: string, label: string, o: Common & { notAfterToday?: boolean } = {}): Question => ({
  kind: "date",
  ...common(key, label, o),
  notAfterToday: o.notAfterToday ?? false,
});

/** A date that has happened: a birth, an issue date, the start of something. */
export const pastDate = (key: string, label: string, o: Common = {}): Question => date(key, label, { ...o, notAfterToday: true });

export const month = (key: string, label: string, o: Common = {}): Question => ({ kind: "month", ...common(key, label, o) });

export const country = (key: string, label: string, o: Common = {}): Question => ({ kind: "country", ...common(key, label, o) });

export const choice = (key: string, label: string, choices: Choices, o: Common = {}): Question => ({
  kind: "choice",
  ...common(key, label, o),
  choices: choices.map(([value, l]) => ({ value, label: l })),
});

export const yesNo = (key: string, label: string, o: Common & { explainWhen?: "yes" | "no"; explainLabel?: string } = {}): Question => ({
  kind: "yes-no",
  ...common(key, label, o),
  ...(o.explainWhen ? { explainWhen: o.explainWhen } : {}),
  ...(o.explainLabel ? { explainLabel: o.explainLabel } : {}),
});

/** A yes/no question whose "yes" must be explained (sent as `<key>_explain`). */
export const ifYes = (key: string, label: string, explainLabel = "Give details", o: Common = {}): Question =>
  yesNo(key, label, { ...o, explainWhen: "yes", explainLabel });

/** The `from` and `to` month columns a history needs; `to` may stay empty for what goes on. */
export const fromTo = (o: { toRequired?: boolean } = {}): Question[] => [
  month("from", "From"),
  month("to", "To", { hint: "Leave empty if it goes on today", required: o.toRequired ?? true }),
];

type Rows = NonNullable<Section["rows"]>;

export const rows = (noun: string, columns: Question[], o: { max: number; min?: number; historyYears?: number }): Rows => ({
  noun,
  columns,
  min: o.min ?? 0,
  max: o.max,
  ...(o.historyYears ? { history: { years: o.historyYears, allowOverlaps: false } } : {}),
});

export const section = (key: string, title: string, appliesTo: PersonGroup[], questions: Question[], r?: Rows): Section => ({
  key,
  title,
  appliesTo,
  questions,
  ...(r ? { rows: r } : {}),
});
