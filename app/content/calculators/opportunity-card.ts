import { OPPORTUNITY_CARD_RULES, type OpportunityCardTable } from "~/content/calculators/opportunity-card-rules";
import type { Answers, Calculator, Choice, Line, Score } from "~/lib/calculators/engine";

// Germany's Opportunity Card: the points route of section 20b of the Residence Act
// (app/content/calculators/opportunity-card-rules.ts), with its basic requirements.

const yesNo: Choice[] = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
];

export const opportunityCard: Calculator<OpportunityCardTable> = {
  slug: "germany-opportunity-card-points",
  title: "Germany Opportunity Card points calculator",
  shortTitle: "Opportunity Card",
  summary:
    "Check the basic requirements and count your points for Germany's Opportunity Card (Chancenkarte), from the Residence Act's table.",
  country: "germany",
  service: "germany-opportunity-card",
  sections: [
    {
      title: "Your qualification",
      questions: [
        {
          name: "qualification",
          label: "Your qualification",
          improvable: true,
          choices: [
            { value: "none", label: "No degree, or vocational training of less than two years" },
            { value: "home", label: "A degree, or vocational training of at least two years, recognised by the state where you got it" },
            { value: "partial", label: "A German authority partly recognised it (you have a notice asking for further training)" },
            { value: "full", label: "It is fully recognised in Germany, or your degree is comparable to a German one" },
          ],
        },
        {
          name: "shortage",
          label:
            "It is in science or engineering, ICT, medicine, nursing, other health professions, teaching, or management in production, ICT or professional services",
          hint: "The occupation groups section 18g of the Residence Act lists.",
          choices: yesNo,
        },
        {
          name: "experience",
          label: "Work experience related to your qualification, after you gained it",
          improvable: true,
          choices: [
            { value: "less", label: "Less than 2 years in the last 5 years" },
            { value: "2-in-5", label: "At least 2 years in the last 5 years" },
            { value: "5-in-7", label: "At least 5 years in the last 7 years" },
          ],
        },
      ],
    },
    {
      title: "Languages",
      questions: [
        {
          name: "german",
          label: "Your German",
          improvable: true,
          choices: [
            { value: "none", label: "None, or below A1" },
            { value: "a1", label: "A1" },
            { value: "a2", label: "A2" },
            { value: "b1", label: "B1" },
            { value: "b2", label: "B2 or higher" },
          ],
        },
        {
          name: "english",
          label: "Your English",
          improvable: true,
          choices: [
            { value: "below", label: "Below B2" },
            { value: "b2", label: "B2" },
            { value: "c1", label: "C1 or higher" },
          ],
        },
      ],
    },
    {
      title: "You",
      questions: [
        {
          name: "age",
          label: "Your age when you apply",
          choices: [
            { value: "35", label: "35 or younger" },
            { value: "40", label: "Over 35, up to 40" },
            { value: "over", label: "Over 40" },
          ],
        },
        { name: "stay", label: "You lived in Germany lawfully for at least 6 months in a row in the last 5 years", choices: yesNo },
        {
          name: "partner",
          label: "Your spouse or registered partner also qualifies and applies with you, at the same mission",
          choices: yesNo,
        },
      ],
    },
  ],
  rules: OPPORTUNITY_CARD_RULES,
  score,
};

const labelOf = (name: string, value: string) =>
  opportunityCard.sections
    .flatMap((s) => s.questions)
    .find((q) => q.name === name)
    ?.choices.find((c) => c.value === value)?.label ?? value;

function score(a: Answers, t: OpportunityCardTable): Score {
  const lines: Line[] = [];
  const add = (section: string, label: string, points: number) => lines.push({ section, label, points });
  if (a.qualification === "partial") add("Qualification", "Partial recognition in Germany", t.partialRecognition);
  if (a.shortage === "yes") add("Qualification", "A qualification in a shortage occupation group", t.shortageOccupation);
  if (t.experience[a.experience])
    add("Qualification", `Work experience: ${labelOf("experience", a.experience).toLowerCase()}`, t.experience[a.experience]);
  if (t.german[a.german]) add("Languages", `German ${labelOf("german", a.german)}`, t.german[a.german]);
  if (a.english === "c1") add("Languages", "English C1 or higher", t.englishC1);
  add("You", `Age: ${labelOf("age", a.age).toLowerCase()}`, t.age[a.age]);
  if (a.stay === "yes") add("You", "An earlier stay in Germany", t.previousStay);
  if (a.partner === "yes") add("You", "Your partner applies with you", t.partner);
  const total = lines.reduce((sum, l) => sum + l.points, 0);

  if (a.qualification === "full") {
    return {
      total,
      lines,
      passed: true,
      verdict:
        "With a qualification fully recognised in Germany you count as a skilled worker: you can apply without points and without the language requirement.",
    };
  }
  if (a.qualification === "none") {
    return {
      total,
      lines,
      passed: false,
      verdict: "The points route needs a degree, or vocational training of at least two years, recognised where you got it.",
    };
  }
  if (a.german === "none" && a.english === "below") {
    return { total, lines, passed: false, verdict: "The points route needs German at level A1 or English at level B2 at least." };
  }
  const passed = total >= t.minimum;
  return {
    total,
    lines,
    passed,
    verdict: passed
      ? `${total} points: you reach the minimum of ${t.minimum}, so you may apply; the mission decides.`
      : `${total} points: below the minimum of ${t.minimum}.`,
  };
}
