// IRCC's two family forms, one table each for parents and spouse, children, and brothers
// and sisters: Additional Family Information (IMM 5406, permanent residence) and Family
// Information (IMM 5645, visitors, students and workers), which also asks each
// person's present occupation. Both ask for every family member, coming to Canada or not.
import type { Question, Section } from "~/lib/cases/questionnaire";
import { choice, country, pastDate, rows, section, text, yesNo } from "./build";

/** The marital statuses IRCC's forms list. */
export const IRCC_MARITAL_STATUSES = [
  ["annulled_marriage", "Annulled marriage"],
  ["common_law", "Common-law"],
  ["divorced", "Divorced"],
  ["legally_separated", "Legally separated"],
  ["married", "Married"],
  ["single", "Single"],
  ["unknown", "Unknown"],
  ["widowed", "Widowed"],
] as const;

type Form = { name: "IMM 5406" | "IMM 5645"; occupation: boolean };
export const IMM_5406: Form = { name: "IMM 5406", occupation: false };
export const IMM_5645: Form = { name: "IMM 5645", occupation: true };

function columns(form: Form, relationship: Question): Question[] {
  return [
    text("name", "Full name", {
      hint: "Family and given names exactly as on the passport or travel document, and in the native alphabet too if it is not the English one",
    }),
    relationship,
    pastDate("date_of_birth", "Date of birth"),
    country("country_of_birth", "Country or territory of birth"),
    choice("marital_status", "Marital status", IRCC_MARITAL_STATUSES),
    text("address", "Present address", { hint: "If this person has died, give the city or town and the date of death", maxLength: 300 }),
    ...(form.occupation ? [text("occupation", "Present occupation")] : []),
    yesNo("accompany", "Will accompany you to Canada"),
  ];
}

/** Sections A, B and C of the form, for the people it is asked of. */
export function familySections(form: Form, appliesTo: Section["appliesTo"]): Section[] {
  const part = `${form.name} section`;
  return [
    section(
      "family_parents_partner",
      `Your spouse or common-law partner, mother and father (${part} A)`,
      appliesTo,
      [],
      rows(
        "family member",
        columns(
          form,
          choice("relationship", "Relationship to you", [
            ["spouse_or_partner", "Spouse or common-law partner"],
            ["mother", "Mother"],
            ["father", "Father"],
          ]),
        ),
        { max: 3 },
      ),
    ),
    section(
      "family_children",
      `Your children: all sons and daughters, including adopted and step-children, whatever their age or wherever they live (${part} B)`,
      appliesTo,
      [],
      rows(
        "child",
        columns(
          form,
          choice("relationship", "Relationship to you", [
            ["daughter", "Daughter"],
            ["son", "Son"],
            ["step_daughter", "Step-daughter"],
            ["step_son", "Step-son"],
            ["adopted_daughter", "Adopted daughter"],
            ["adopted_son", "Adopted son"],
          ]),
        ),
        { max: 20 },
      ),
    ),
    section(
      "family_siblings",
      `Your brothers and sisters, including half- and step-brothers and sisters (${part} C)`,
      appliesTo,
      [],
      rows(
        "brother or sister",
        columns(
          form,
          choice("relationship", "Relationship to you", [
            ["brother", "Brother"],
            ["sister", "Sister"],
            ["half_brother", "Half-brother"],
            ["half_sister", "Half-sister"],
            ["step_brother", "Step-brother"],
            ["step_sister", "Step-sister"],
          ]),
        ),
        { max: 30 },
      ),
    ),
  ];
}
