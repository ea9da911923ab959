// Australia's skilled visas (issue 40): Home Affairs Form 80 "Personal particulars for
// assessment including character assessment", which the Department asks of skilled and
// employer-sponsored applicants. Every person gives their particulars and passport;
// each adult gives 10 years of addresses and of employment and unemployment month by
// month, 10 years of travel, education, military service, the character questions and
// their family.
import type { Template } from "~/lib/cases/questionnaire";
import { choice, country, date, fromTo, ifYes, longText, pastDate, rows, section, text } from "./build";
import { FORM_80_CHARACTER, FORM_80_MILITARY } from "./australia-form-80-character";

const personal = section(
  "personal_particulars",
  "Personal particulars (Form 80)",
  ["everyone"],
  [
    text("family_name", "Family name", { hint: "As shown in your passport" }),
    text("given_names", "Given names", { required: false }),
    ifYes(
      "other_names",
      "Have you ever been known by any other names?",
      "Each name, for example your name at birth, a previous married name or an alias",
    ),
    choice("sex", "Sex", [
      ["female", "Female"],
      ["male", "Male"],
      ["other", "Other"],
    ]),
    pastDate("date_of_birth", "Date of birth"),
    ifYes("other_date_of_birth", "Have you ever had a different date of birth to the one shown above?"),
    text("birth_town", "Place of birth: town or city"),
    text("birth_region", "Place of birth: state or province", { required: false }),
    country("birth_country", "Place of birth: country"),
    country("citizenship", "Country of citizenship"),
    ifYes(
      "other_citizenship",
      "Do you hold, or have you ever held, citizenship of any other country?",
      "Each country, and how and when you got or lost it",
    ),
    choice("relationship_status", "Relationship status", [
      ["married", "Married"],
      ["engaged", "Engaged"],
      ["de_facto", "De facto"],
      ["separated", "Separated"],
      ["divorced", "Divorced"],
      ["widowed", "Widowed"],
      ["never_married", "Never married or been in a de facto relationship"],
    ]),
  ],
);

const passport = section(
  "passport",
  "Passport and identity documents (Form 80)",
  ["everyone"],
  [
    text("passport_number", "Passport number"),
    country("passport_country", "Country of passport"),
    pastDate("passport_issued", "Date of issue"),
    date("passport_expiry", "Date of expiry"),
    text("passport_authority", "Issuing authority or place of issue"),
    ifYes(
      "other_passports",
      "Have you ever held any other passports or travel documents?",
      "Number, country, and issue and expiry dates of each",
    ),
    ifYes("national_id", "Do you have a national identity card?", "Number, country, and issue and expiry dates"),
  ],
);

const contact = section(
  "contact",
  "Contact details (Form 80)",
  ["adult"],
  [
    text("emails", "Your email addresses", { hint: "Every email address you use", maxLength: 500 }),
    text("phone", "Telephone number, with country code"),
  ],
);

const addresses = section(
  "addresses",
  "Address history: the last 10 years, with no gaps (Form 80)",
  ["adult"],
  [],
  rows(
    "address",
    [
      ...fromTo(),
      text("street", "Street address", {
        hint: "Include addresses inside and outside Australia, places you lived for study or work, refugee camps, and any other place you lived such as share houses, university residences and temporary accommodation",
      }),
      text("town", "Suburb, town or city"),
      text("region", "State or province", { required: false }),
      text("postcode", "Postcode", { required: false }),
      country("country", "Country"),
    ],
    { min: 1, max: 40, historyYears: 10 },
  ),
);

const travel = section(
  "travel",
  "International travel and movements: the last 10 years (Form 80)",
  ["adult"],
  [],
  rows(
    "trip",
    [
      pastDate("from", "Date you arrived"),
      date("to", "Date you left"),
      country("country", "Country"),
      text("place", "Town or city", { required: false }),
      text("reason", "Reason for travel", {
        hint: "Include work or study outside your usual country of residence, holidays, business, military deployment and visits back to your own country",
      }),
    ],
    { max: 100 },
  ),
);

const employment = section(
  "employment",
  "Employment and unemployment: the last 10 years, with no gaps (Form 80)",
  ["adult"],
  [],
  rows(
    "period",
    [
      ...fromTo(),
      choice(
        "kind",
        "Type",
        [
          ["paid", "Paid employment"],
          ["self_employed", "Self-employment or family business"],
          ["work_experience", "Work experience or internship"],
          ["unpaid", "Unpaid employment or volunteer work"],
          ["unemployed", "Unemployed"],
        ],
        { hint: "Unemployment includes every gap or break between jobs and between periods of education" },
      ),
      text("occupation", "Occupation or job title, or what you were doing if not employed"),
      text("employer", "Employer or business name", { required: false }),
      longText("address", "Address of the employer, or where you were"),
      country("country", "Country"),
    ],
    { min: 1, max: 40, historyYears: 10 },
  ),
);

const education = section(
  "education",
  "Education and qualifications (Form 80)",
  ["adult"],
  [],
  rows(
    "course",
    [
      ...fromTo(),
      text("institution", "Name of institution", { hint: "Include university, college and vocational schools" }),
      text("course", "Course"),
      text("qualification", "Qualification obtained", { required: false }),
      text("town", "Town or city"),
      country("country", "Country"),
    ],
    { max: 15 },
  ),
);

const family = section(
  "family",
  "Your family members, whether or not they are coming to Australia (Form 80)",
  ["adult"],
  [],
  rows(
    "family member",
    [
      choice("relationship", "Relationship to you", [
        ["partner", "Spouse or de facto partner"],
        ["child", "Child (including step-child or adopted child)"],
        ["parent", "Parent (including step-parent)"],
        ["sibling", "Brother or sister (including half- or step-)"],
      ]),
      text("family_name", "Family name"),
      text("given_names", "Given names", { required: false }),
      pastDate("date_of_birth", "Date of birth"),
      country("birth_country", "Country of birth"),
      country("citizenship", "Country of citizenship"),
      country("residence", "Country where they live now"),
    ],
    { max: 40 },
  ),
);

export const australiaSkilled: Template = {
  title: "Australia skilled visas: Form 80, Personal particulars for assessment including character assessment",
  sources: [
    {
      label: "Department of Home Affairs: Form 80, Personal particulars for assessment including character assessment (PDF)",
      url: "https://immi.homeaffairs.gov.au/form-listing/forms/80.pdf",
    },
    {
      label: "Department of Home Affairs: Character requirements",
      url: "https://immi.homeaffairs.gov.au/help-support/meeting-our-requirements/character",
    },
    {
      label: "Department of Home Affairs: Skilled Independent visa (subclass 189)",
      url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189",
    },
  ],
  sections: [personal, passport, contact, addresses, travel, employment, education, FORM_80_MILITARY, FORM_80_CHARACTER, family],
};
