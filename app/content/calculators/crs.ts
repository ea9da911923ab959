import { CRS_RULES, type CrsTable } from "~/content/calculators/crs-rules";
import type { Answers, Calculator, Choice, Line, Question, Score } from "~/lib/calculators/engine";
import { levelChoices, TEST_HINT } from "./crs-language-tests";

// Canada Express Entry: the Comprehensive Ranking System, scored from IRCC's tables
// (app/content/calculators/crs-rules.ts).

const ABILITIES = [
  ["listening", "Listening"],
  ["reading", "Reading"],
  ["writing", "Writing"],
  ["speaking", "Speaking"],
] as const;

const yesNo = (no: string, yes: string): Choice[] => [
  { value: "no", label: no },
  { value: "yes", label: yes },
];
const EDUCATION: Choice[] = [
  { value: "none", label: "Less than secondary school" },
  { value: "secondary", label: "Secondary school (high school)" },
  { value: "one-year", label: "One-year diploma or certificate" },
  { value: "two-year", label: "Two-year program" },
  { value: "bachelors", label: "Bachelor's degree, or a program of three years or more" },
  { value: "two-or-more", label: "Two or more credentials, one of them three years or more" },
  { value: "masters", label: "Master's degree, or a professional degree for a licensed profession" },
  { value: "phd", label: "Doctorate (PhD)" },
];
const CANADIAN_YEARS: Choice[] = ["0", "1", "2", "3", "4", "5"].map((v) => ({
  value: v,
  label: v === "0" ? "None, or less than a year" : v === "5" ? "5 years or more" : `${v} year${v === "1" ? "" : "s"}`,
}));

const abilityQuestions = (prefix: string, test: string, when?: (a: Answers) => boolean): Question[] =>
  ABILITIES.map(([key, label]) => ({
    name: `${prefix}_${key}`,
    label: `${test}: ${label.toLowerCase()}`,
    choices: levelChoices(key),
    askedWhen: when,
    improvable: true,
    raiseGroup: prefix,
  }));

const comesAlong = (a: Answers) => a.spouse === "coming";
const tookSecond = (a: Answers) => a.second === "yes";
const secondName = (a: Answers) => (a.first === "french" ? "English" : "French");

export const crs: Calculator<CrsTable> = {
  slug: "canada-express-entry-crs",
  title: "Canada Express Entry CRS calculator",
  shortTitle: "Canada CRS",
  summary: "Estimate your Comprehensive Ranking System score for Express Entry, line by line, from IRCC's current tables.",
  country: "canada",
  service: "canada-permanent-residency",
  sections: [
    {
      title: "You",
      questions: [
        {
          name: "spouse",
          label: "Do you have a spouse or common-law partner?",
          choices: [
            { value: "no", label: "No" },
            { value: "coming", label: "Yes, and they will come to Canada with me" },
            { value: "not-counted", label: "Yes, but they are a Canadian citizen or permanent resident, or will not come" },
          ],
        },
        {
          name: "age",
          label: "Your age",
          hint: "On the day you create your profile, or on the day you are invited.",
          choices: Array.from({ length: 29 }, (_, i) => String(17 + i)).map((v) => ({
            value: v,
            label: v === "17" ? "17 or younger" : v === "45" ? "45 or older" : v,
          })),
        },
      ],
    },
    {
      title: "Education",
      questions: [
        { name: "education", label: "Your highest level of education", choices: EDUCATION, improvable: true },
        {
          name: "canadianEducation",
          label: "Post-secondary education in Canada",
          choices: [
            { value: "none", label: "None" },
            { value: "1-2", label: "A credential of one or two years" },
            { value: "3+", label: "A credential of three years or more (including a master's or PhD)" },
          ],
        },
      ],
    },
    {
      title: "Languages",
      questions: [
        {
          name: "first",
          label: "Your first official language (your stronger test)",
          hint: TEST_HINT,
          choices: [
            { value: "english", label: "English" },
            { value: "french", label: "French" },
          ],
        },
        ...abilityQuestions("first", "First language"),
        {
          name: "second",
          label: "Do you have a test result in the other official language?",
          choices: yesNo("No", "Yes"),
          improvable: true,
          raise: "Take a test in the other official language and reach level 7 in every ability",
        },
        // "What would raise it" tries a second test at level 7 in each ability, as its words say.
        ...abilityQuestions("second", "Second language", tookSecond).map((q) => ({ ...q, tryWith: "7" })),
      ],
    },
    {
      title: "Work experience and other factors",
      questions: [
        { name: "canadianWork", label: "Skilled work experience in Canada", choices: CANADIAN_YEARS, improvable: true },
        {
          name: "foreignWork",
          label: "Skilled work experience outside Canada",
          choices: [
            { value: "0", label: "None, or less than a year" },
            { value: "1-2", label: "1 or 2 years" },
            { value: "3+", label: "3 years or more" },
          ],
          improvable: true,
        },
        {
          name: "certificate",
          label: "A certificate of qualification in a trade, from a Canadian province or territory",
          choices: yesNo("No", "Yes"),
        },
        {
          name: "nomination",
          label: "A nomination from a province or territory",
          choices: yesNo("No", "Yes"),
          improvable: true,
          raise: "Get a nomination from a province or territory",
        },
        {
          name: "sibling",
          label: "A brother or sister in Canada who is a citizen or permanent resident (aged 18 or over)",
          choices: yesNo("No", "Yes"),
        },
      ],
    },
    {
      title: "Your spouse or partner",
      questions: [
        {
          name: "spouseEducation",
          label: "Their highest level of education",
          choices: EDUCATION,
          askedWhen: comesAlong,
          improvable: true,
        },
        ...abilityQuestions("spouse", "Their first language", comesAlong),
        { name: "spouseCanadianWork", label: "Their skilled work experience in Canada", choices: CANADIAN_YEARS, askedWhen: comesAlong },
      ],
    },
  ],
  rules: CRS_RULES,
  score,
};

const levelsOf = (a: Answers, prefix: string) => ABILITIES.map(([key]) => Number(a[`${prefix}_${key}`]));
const allAtLeast = (levels: number[] | null, min: number) => levels !== null && levels.every((l) => l >= min);
const labelOf = (name: string, value: string) =>
  crs.sections
    .flatMap((s) => s.questions)
    .find((q) => q.name === name)
    ?.choices.find((c) => c.value === value)?.label ?? value;
const levelList = (levels: number[]) => ABILITIES.map(([, label], i) => `${label.toLowerCase()} ${levels[i]}`).join(", ");

function score(a: Answers, t: CrsTable): Score {
  const col = a.spouse === "coming" ? 0 : 1;
  const lines: Line[] = [];
  const add = (section: string, label: string, points: number) => lines.push({ section, label, points });

  const CORE = "Core: you";
  const first = levelsOf(a, "first");
  const second = a.second === "yes" ? levelsOf(a, "second") : null;
  add(CORE, `Age: ${labelOf("age", a.age)}`, t.age[a.age][col]);
  add(CORE, `Education: ${labelOf("education", a.education)}`, t.education[a.education][col]);
  add(
    CORE,
    `${a.first === "french" ? "French" : "English"} (first language): ${levelList(first)}`,
    first.reduce((sum, l) => sum + t.firstLanguage[String(l)][col], 0),
  );
  if (second) {
    const raw = second.reduce((sum, l) => sum + t.secondLanguage[String(l)], 0);
    add(
      CORE,
      `${secondName(a)} (second language): ${levelList(second)}${raw > t.secondLanguageCap[col] ? ` (at most ${t.secondLanguageCap[col]})` : ""}`,
      Math.min(raw, t.secondLanguageCap[col]),
    );
  }
  add(CORE, `Canadian work experience: ${labelOf("canadianWork", a.canadianWork)}`, t.canadianWork[a.canadianWork][col]);

  if (a.spouse === "coming") {
    const SPOUSE = "Core: your spouse or partner";
    const spouse = levelsOf(a, "spouse");
    add(SPOUSE, `Their education: ${labelOf("spouseEducation", a.spouseEducation)}`, t.spouse.education[a.spouseEducation]);
    add(
      SPOUSE,
      `Their first language: ${levelList(spouse)}`,
      spouse.reduce((sum, l) => sum + t.spouse.language[String(l)], 0),
    );
    add(
      SPOUSE,
      `Their Canadian work experience: ${labelOf("spouseCanadianWork", a.spouseCanadianWork)}`,
      t.spouse.canadianWork[a.spouseCanadianWork],
    );
  }

  // Skill transferability: the first language counts only when every ability reaches the level.
  const TRANSFER = "Skill transferability";
  const tr = t.transferability;
  const language = allAtLeast(first, 9) ? 1 : allAtLeast(first, 7) ? 0 : null;
  const canadian = a.canadianWork === "0" ? null : a.canadianWork === "1" ? 0 : 1;
  const tier = ["one-year", "two-year", "bachelors"].includes(a.education)
    ? tr.education.postSecondary
    : ["two-or-more", "masters", "phd"].includes(a.education)
      ? tr.education.advanced
      : null;
  const pair = (row: readonly [number, number] | null, at: number | null) => (row && at !== null ? row[at] : 0);
  const education = Math.min(tr.groupCap, pair(tier, language) + pair(tier, canadian));
  const foreignRow = a.foreignWork === "0" ? null : tr.foreignWork[a.foreignWork as "1-2" | "3+"];
  const foreign = Math.min(tr.groupCap, pair(foreignRow, language) + pair(foreignRow, canadian));
  const certificate =
    a.certificate === "yes" ? (allAtLeast(first, 7) ? tr.certificate[1] : allAtLeast(first, 5) ? tr.certificate[0] : 0) : 0;
  add(TRANSFER, "Education with strong language or Canadian work experience", education);
  add(TRANSFER, "Work experience outside Canada with strong language or Canadian work experience", foreign);
  if (a.certificate === "yes") add(TRANSFER, "Certificate of qualification with language", certificate);
  const transferRaw = education + foreign + certificate;
  if (transferRaw > tr.cap) add(TRANSFER, `Skill transferability counts at most ${tr.cap}`, tr.cap - transferRaw);

  const EXTRA = "Additional points";
  const ad = t.additional;
  const french = a.first === "french" ? first : a.first === "english" && second ? second : null;
  const english = a.first === "english" ? first : second;
  const extra: [string, number][] = [];
  if (a.nomination === "yes") extra.push(["Provincial or territorial nomination", ad.nomination]);
  if (allAtLeast(french, 7))
    extra.push([
      allAtLeast(english, 5) ? "French NCLC 7 or more, and English CLB 5 or more" : "French NCLC 7 or more",
      allAtLeast(english, 5) ? ad.french[1] : ad.french[0],
    ]);
  if (a.canadianEducation !== "none")
    extra.push([
      `Education in Canada: ${labelOf("canadianEducation", a.canadianEducation)}`,
      ad.canadianEducation[a.canadianEducation as "1-2" | "3+"],
    ]);
  if (a.sibling === "yes") extra.push(["Brother or sister in Canada", ad.sibling]);
  for (const [label, points] of extra) add(EXTRA, label, points);
  const extraRaw = extra.reduce((sum, [, p]) => sum + p, 0);
  if (extraRaw > ad.cap) add(EXTRA, `Additional points count at most ${ad.cap}`, ad.cap - extraRaw);

  const total = lines.reduce((sum, l) => sum + l.points, 0);
  return {
    total,
    lines,
    verdict: `An estimated ${total} of 1,200 points. IRCC invites the highest-ranked candidates in each draw, and the lowest score invited changes from draw to draw.`,
  };
}
