import { z } from "zod";
import { checkHistory } from "./history-gaps";

// A visa type's questionnaire (issue 40, decision 025): what the government's forms ask
// of each person on an application, in sections answered one at a time. A template is
// data an admin writes (checked by `templateSchema`); a section's answers are checked by
// `checkSection` on the server and, with JavaScript, in the browser — the same words.

const key = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "A key is lowercase letters, digits and _");
const label = z.string().trim().min(1).max(300);
const base = { key, label, hint: z.string().max(500).optional(), required: z.boolean().default(true) };

export const questionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), ...base, maxLength: z.number().int().min(1).max(4000).default(200) }),
  z.object({ kind: z.literal("date"), ...base, notAfterToday: z.boolean().default(false) }),
  z.object({ kind: z.literal("month"), ...base }),
  z.object({ kind: z.literal("yes-no"), ...base, explainWhen: z.enum(["yes", "no"]).optional(), explainLabel: label.optional() }),
  z.object({
    kind: z.literal("choice"),
    ...base,
    choices: z
      .array(z.object({ value: key, label }))
      .min(2)
      .max(50),
  }),
  z.object({ kind: z.literal("country"), ...base }),
]);
export type Question = z.infer<typeof questionSchema>;

/** Who a section is for: the main applicant, a spouse or partner, any adult, any child, or everyone. */
export const PERSON_GROUPS = ["main", "partner", "adult", "child", "everyone"] as const;
export type PersonGroup = (typeof PERSON_GROUPS)[number];

export const sectionSchema = z.object({
  key,
  title: label,
  appliesTo: z.array(z.enum(PERSON_GROUPS)).min(1),
  questions: z.array(questionSchema).max(60).default([]),
  /** Repeating rows (addresses, activities, education, travel, family members). */
  rows: z
    .object({
      noun: z.string().trim().min(1).max(40),
      columns: z.array(questionSchema).min(1).max(12),
      min: z.number().int().min(0).default(0),
      max: z.number().int().min(1).max(100),
      /** The rows' `from` and `to` months must cover this many years to today, month by month. */
      history: z.object({ years: z.number().int().min(1).max(20), allowOverlaps: z.boolean().default(false) }).optional(),
    })
    .optional(),
});
export type Section = z.infer<typeof sectionSchema>;

export const templateSchema = z
  .object({
    title: label,
    sources: z.array(z.object({ label, url: z.string().url() })).min(1),
    sections: z.array(sectionSchema).min(1).max(40),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.sections.forEach((s, i) => {
      if (seen.has(s.key)) ctx.addIssue({ code: "custom", path: ["sections", i, "key"], message: `Two sections are called ${s.key}` });
      seen.add(s.key);
      const names = (s.rows?.columns ?? []).map((c) => c.key);
      if (s.rows?.history && !(names.includes("from") && names.includes("to")))
        ctx.addIssue({ code: "custom", path: ["sections", i, "rows"], message: "A history needs a from and a to month column" });
    });
  });
export type Template = z.infer<typeof templateSchema>;

/** A section's answers as a form sends them: one value per question, and the rows in order. */
export type SectionAnswers = { fields: Record<string, string>; rows: Record<string, string>[] };
export type SectionCheck = { fieldErrors: Record<string, string[]>; messages: string[] };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What is wrong with one answer, or null. `today` is the firm's day, "YYYY-MM-DD". */
function answerError(q: Question, value: string | undefined, today: string): string | null {
  const v = (value ?? "").trim();
  if (!v) return q.required ? "Answer this question" : null;
  switch (q.kind) {
    case "text":
      return v.length > q.maxLength ? `At most ${q.maxLength} characters` : null;
    case "date":
      if (!DATE_RE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) return "Enter a date as YYYY-MM-DD";
      return q.notAfterToday && v > today ? "This date is in the future" : null;
    case "month":
      return MONTH_RE.test(v) ? null : "Enter a month as YYYY-MM";
    case "yes-no":
      return v === "yes" || v === "no" ? null : "Choose yes or no";
    case "choice":
      return q.choices.some((c) => c.value === v) ? null : "Choose one of the answers";
    case "country":
      return v.length > 80 ? "At most 80 characters" : null;
  }
}

/** Checks a section's answers: each answer, each row, and a history's months. */
export function checkSection(section: Section, answers: SectionAnswers, today: string): SectionCheck {
  const fieldErrors: Record<string, string[]> = {};
  const add = (name: string, message: string) => (fieldErrors[name] ??= []).push(message);
  for (const q of section.questions) {
    const error = answerError(q, answers.fields[q.key], today);
    if (error) add(q.key, error);
    if (q.kind === "yes-no" && q.explainWhen && answers.fields[q.key] === q.explainWhen && !answers.fields[`${q.key}_explain`]?.trim())
      add(`${q.key}_explain`, "Explain this answer");
  }
  const messages: string[] = [];
  const rows = section.rows;
  if (rows) {
    if (answers.rows.length < rows.min) messages.push(`Add at least ${rows.min} ${rows.noun}${rows.min === 1 ? "" : " rows"}`);
    if (answers.rows.length > rows.max) messages.push(`At most ${rows.max} rows`);
    answers.rows.forEach((row, i) => {
      for (const c of rows.columns) {
        // A history's last row may leave its end empty: it goes on today.
        const optional = rows.history && c.key === "to";
        const error = answerError(optional ? { ...c, required: false } : c, row[c.key], today);
        if (error) add(`rows.${i}.${c.key}`, error);
      }
    });
    if (rows.history) {
      const check = checkHistory(
        answers.rows.map((r) => ({ from: r.from ?? "", to: r.to?.trim() ? r.to : null })),
        { years: rows.history.years, asOf: today, noun: rows.noun, allowOverlaps: rows.history.allowOverlaps },
      );
      for (const [i, message] of Object.entries(check.rowErrors)) if (!fieldErrors[`rows.${i}.from`]) add(`rows.${i}.to`, message);
      messages.push(...check.messages);
    }
  }
  return { fieldErrors, messages };
}

/** Whether a section is for a person of this group (an adult partner is also an adult). */
export function sectionApplies(section: Section, person: { role: "main" | "partner" | "child" | "parent" | "other"; adult: boolean }) {
  return section.appliesTo.some(
    (g) =>
      g === "everyone" ||
      (g === "main" && person.role === "main") ||
      (g === "partner" && person.role === "partner") ||
      (g === "adult" && person.adult) ||
      (g === "child" && !person.adult),
  );
}
