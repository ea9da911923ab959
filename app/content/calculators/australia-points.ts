import { AUSTRALIA_RULES, type AustraliaTable } from "~/content/calculators/australia-points-rules";
import type { Answers, Calculator, Choice, Line, Score } from "~/lib/calculators/engine";

// Australia's points test for subclasses 189, 190 and 491, scored from Home Affairs'
// table (app/content/calculators/australia-points-rules.ts).

const yesNo: Choice[] = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
];

export const australiaPoints: Calculator<AustraliaTable> = {
  slug: "australia-points-test",
  title: "Australia skilled visa points calculator",
  shortTitle: "Australia points",
  summary:
    "Count your points for Australia's skilled visas (subclasses 189, 190 and 491) line by line, from the Home Affairs points table.",
  country: "australia",
  service: "australia-permanent-residency",
  sections: [
    {
      title: "The visa and you",
      questions: [
        {
          name: "visa",
          label: "The visa",
          choices: [
            { value: "189", label: "Skilled Independent (subclass 189)" },
            { value: "190", label: "Skilled Nominated (subclass 190), with a state or territory nomination" },
            { value: "491-state", label: "Skilled Work Regional (subclass 491), with a state or territory nomination" },
            { value: "491-family", label: "Skilled Work Regional (subclass 491), sponsored by an eligible relative" },
          ],
        },
        {
          name: "age",
          label: "Your age when invited",
          choices: [
            { value: "18-24", label: "18 to 24" },
            { value: "25-32", label: "25 to 32" },
            { value: "33-39", label: "33 to 39" },
            { value: "40-44", label: "40 to 44" },
            { value: "45+", label: "45 or older" },
          ],
        },
        {
          name: "english",
          label: "Your English",
          hint: "The level your test scores reach, as Home Affairs defines it.",
          improvable: true,
          choices: [
            { value: "below", label: "Below competent English" },
            { value: "competent", label: "Competent English" },
            { value: "proficient", label: "Proficient English" },
            { value: "superior", label: "Superior English" },
          ],
        },
      ],
    },
    {
      title: "Work experience in your occupation (in the last 10 years)",
      questions: [
        {
          name: "overseasWork",
          label: "Outside Australia",
          improvable: true,
          choices: [
            { value: "0", label: "Less than 3 years" },
            { value: "3", label: "3 to less than 5 years" },
            { value: "5", label: "5 to less than 8 years" },
            { value: "8", label: "8 years or more" },
          ],
        },
        {
          name: "australianWork",
          label: "In Australia",
          improvable: true,
          choices: [
            { value: "0", label: "Less than 1 year" },
            { value: "1", label: "1 to less than 3 years" },
            { value: "3", label: "3 to less than 5 years" },
            { value: "5", label: "5 to less than 8 years" },
            { value: "8", label: "8 years or more" },
          ],
        },
      ],
    },
    {
      title: "Education",
      questions: [
        {
          name: "education",
          label: "Your highest qualification",
          choices: [
            { value: "none", label: "None of these" },
            { value: "recognised", label: "A qualification or award your skills assessing authority recognises for your occupation" },
            { value: "diploma", label: "A diploma or trade qualification from an Australian institution" },
            { value: "bachelor", label: "A bachelor's or master's degree (from Australia, or of a recognised standard)" },
            { value: "doctorate", label: "A doctorate (from Australia, or of a recognised standard)" },
          ],
        },
        {
          name: "specialist",
          label:
            "A master's by research or a doctorate from an Australian institution in science, technology, engineering, mathematics or ICT",
          choices: yesNo,
        },
        {
          name: "australianStudy",
          label: "You meet the Australian study requirement (at least two years of study in Australia)",
          choices: yesNo,
        },
        {
          name: "regionalStudy",
          label: "You studied and lived in regional Australia for that qualification",
          choices: yesNo,
          askedWhen: (a) => a.australianStudy === "yes",
        },
        {
          name: "professionalYear",
          label: "A professional year in Australia in your occupation (12 months in the last 4 years)",
          choices: yesNo,
          improvable: true,
          raise: "Complete a professional year in Australia",
        },
        {
          name: "communityLanguage",
          label: "A NAATI credential in a community language",
          choices: yesNo,
          improvable: true,
          raise: "Gain a NAATI credential in a community language",
        },
      ],
    },
    {
      title: "Your partner",
      questions: [
        {
          name: "partner",
          label: "Your partner",
          choices: [
            { value: "single", label: "I am single, or my partner is an Australian citizen or permanent resident" },
            {
              value: "skilled",
              label:
                "My partner applies with me, is under 45, has competent English and a skills assessment in an occupation on the same list",
            },
            { value: "english", label: "My partner applies with me and has competent English" },
            { value: "neither", label: "My partner applies with me and has neither" },
          ],
        },
      ],
    },
  ],
  rules: AUSTRALIA_RULES,
  score,
};

const labelOf = (name: string, value: string) =>
  australiaPoints.sections
    .flatMap((s) => s.questions)
    .find((q) => q.name === name)
    ?.choices.find((c) => c.value === value)?.label ?? value;

function score(a: Answers, t: AustraliaTable): Score {
  const lines: Line[] = [];
  const add = (section: string, label: string, points: number) => lines.push({ section, label, points });
  const age = t.age[a.age];
  const english = t.english[a.english];
  add("You", `Age: ${labelOf("age", a.age)}`, age ?? 0);
  add("You", labelOf("english", a.english), english ?? 0);
  const overseas = t.overseasWork[a.overseasWork];
  const australian = t.australianWork[a.australianWork];
  add("Work experience", `Outside Australia: ${labelOf("overseasWork", a.overseasWork).toLowerCase()}`, overseas);
  add("Work experience", `In Australia: ${labelOf("australianWork", a.australianWork).toLowerCase()}`, australian);
  if (overseas + australian > t.workCap)
    add("Work experience", `Work experience counts at most ${t.workCap}`, t.workCap - overseas - australian);
  add("Education", labelOf("education", a.education), t.education[a.education]);
  const extras: [string, string, number][] = [
    ["specialist", "Specialist education in Australia", t.specialistEducation],
    ["australianStudy", "Australian study requirement", t.australianStudy],
    ["regionalStudy", "Study in regional Australia", t.regionalStudy],
    ["professionalYear", "Professional year", t.professionalYear],
    ["communityLanguage", "Credentialled community language", t.communityLanguage],
  ];
  for (const [name, label, points] of extras) {
    // Regional study counts only for a qualification that meets the Australian study requirement.
    if (a[name] === "yes" && (name !== "regionalStudy" || a.australianStudy === "yes")) add("Education", label, points);
  }
  add("Partner", labelOf("partner", a.partner), t.partner[a.partner]);
  const nomination = t.nomination[a.visa];
  if (nomination)
    add("Nomination", a.visa === "491-family" ? "Sponsorship by an eligible relative" : "Nomination by a state or territory", nomination);

  const total = lines.reduce((sum, l) => sum + l.points, 0);
  if (age === null) return { total, lines, passed: false, verdict: "You must be under 45 when invited: these visas are not open to you." };
  if (english === null) return { total, lines, passed: false, verdict: "Every applicant needs at least competent English." };
  const passed = total >= t.passMark;
  return {
    total,
    lines,
    passed,
    verdict: passed
      ? `${total} points: at or above the pass mark of ${t.passMark}. Invitations go to the highest-ranked people in each occupation, so more points help.`
      : `${total} points: below the pass mark of ${t.passMark}, so you cannot be invited yet.`,
  };
}
