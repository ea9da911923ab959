// A visit to Canada by parents or grandparents (issue 40): IRCC's Application for
// Visitor Visa (Temporary Resident Visa) (IMM 5257) and Family Information (IMM 5645).
// The super visa is applied for on the same form (purpose "Super visa: for parents or
// grandparents"); its extra section asks what IRCC's super visa page requires. Each
// traveller answers for themselves; the form's background questions and IMM 5645 are
// for those aged 18 or older. The employment section is the form's 10 years "Do not
// leave gaps", so it is checked month by month.
import type { Template } from "~/lib/cases/questionnaire";
import { choice, country, date, fromTo, ifYes, longText, month, pastDate, rows, section, text, yesNo } from "./build";
import { IRCC_SEX, PROVINCES } from "./canada-permanent-residency";
import { IMM_5645, IRCC_MARITAL_STATUSES, familySections } from "./ircc-family-information";

const IRCC_FORMS = "https://www.canada.ca/content/dam/ircc/migration/ircc/english/pdf/kits/forms";

const visit = section(
  "visit",
  "Details of visit to Canada (IMM 5257)",
  ["everyone"],
  [
    choice("purpose", "Purpose of my visit", [
      ["family_visit", "Family visit"],
      ["super_visa", "Super visa: for parents or grandparents"],
      ["tourism", "Tourism"],
      ["other", "Other"],
    ]),
    date("from", "How long you plan to stay: from", { hint: "The date you plan to arrive" }),
    date("to", "How long you plan to stay: to"),
    text("funds_cad", "Funds available for my stay (CAD)"),
    choice("service_language", "I want service in", [
      ["english", "English"],
      ["french", "French"],
    ]),
  ],
  rows(
    "person you will visit",
    [text("name", "Name"), text("relationship", "Relationship to me"), text("address", "Address in Canada", { maxLength: 300 })],
    { min: 1, max: 2 },
  ),
);

const personal = section(
  "personal_details",
  "Personal details (IMM 5257)",
  ["everyone"],
  [
    text("family_name", "Family name(s)", { hint: "Exactly as shown in your passport or travel document" }),
    text("given_names", "Given name(s)", { required: false, hint: "Leave empty if your passport shows none" }),
    ifYes("other_names", "Have you ever used any other name?", "The other names, including any alias"),
    choice("sex", "Sex", IRCC_SEX),
    pastDate("date_of_birth", "Date of birth"),
    text("birth_city", "Place of birth: city or town"),
    country("birth_country", "Place of birth: country or territory"),
    country("citizenship", "Citizenship"),
    country("residence_country", "Current country or territory of residence"),
    text("residence_status", "Your status in that country or territory", {
      hint: "For example: citizen, permanent resident, worker, visitor",
    }),
    ifYes(
      "previous_residence",
      "During the past five years, have you lived in any country or territory other than your country of citizenship or current country of residence for more than six months?",
      "Each country or territory, your status there, and the dates",
    ),
    yesNo("applying_from_residence", "Are you applying from your current country or territory of residence?", {
      explainWhen: "no",
      explainLabel: "The country or territory you are applying from, and your status there",
    }),
    choice("marital_status", "Current marital status", IRCC_MARITAL_STATUSES),
    pastDate("marriage_date", "Date of your current marriage or the start of your common-law relationship", { required: false }),
    text("spouse_name", "Your current spouse's or common-law partner's family and given names", { required: false }),
    ifYes(
      "previously_married",
      "Have you previously been married or in a common-law relationship?",
      "Their name and date of birth, the type of relationship, and the dates it began and ended",
    ),
  ],
);

const passport = section(
  "passport",
  "Languages, passport and identity documents (IMM 5257)",
  ["everyone"],
  [
    text("native_language", "Native language or mother tongue"),
    choice("english_french", "Are you able to communicate in English and/or French?", [
      ["english", "English"],
      ["french", "French"],
      ["both", "Both"],
      ["neither", "Neither"],
    ]),
    yesNo("language_test", "Have you taken a test from a designated testing agency for assessing your proficiency in English or French?"),
    text("passport_number", "Passport number"),
    country("passport_country", "Country or territory of issue"),
    pastDate("passport_issued", "Issue date"),
    date("passport_expiry", "Expiry date"),
    yesNo(
      "taiwan_passport",
      "Will you use a passport issued by the Ministry of Foreign Affairs in Taiwan that includes your personal identification number?",
    ),
    yesNo("israeli_passport", "Will you use a National Israeli passport?"),
    ifYes(
      "national_id",
      "Do you have a national identity document?",
      "Document number, country or territory of issue, issue date and expiry date",
    ),
    ifYes(
      "us_green_card",
      "Are you a lawful permanent resident of the United States with a valid green card?",
      "Card number and expiry date",
    ),
  ],
);

const contact = section(
  "contact",
  "Contact information (IMM 5257)",
  ["adult"],
  [
    longText("mailing_address", "Current mailing address"),
    yesNo("residential_same", "Is your residential address the same as your mailing address?", {
      explainWhen: "no",
      explainLabel: "Your residential address",
    }),
    text("phone", "Telephone number, with country code"),
    text("email", "Email address"),
  ],
);

const education = section(
  "education",
  "Education (IMM 5257)",
  ["adult"],
  [
    yesNo("post_secondary", "Have you had any post-secondary education (including university, college or apprenticeship training)?"),
    month("from", "Highest level of post-secondary education: from", { required: false }),
    month("to", "To", { required: false }),
    text("field", "Field and level of study", { required: false }),
    text("school", "School or facility name", { required: false }),
    text("city", "City or town", { required: false }),
    country("country", "Country or territory", { required: false }),
    text("region", "Province or state", { required: false }),
  ],
);

const employment = section(
  "employment",
  "Employment: the past 10 years, with no gaps (IMM 5257)",
  ["adult"],
  [],
  rows(
    "activity",
    [
      ...fromTo(),
      text("occupation", "Activity or occupation", {
        hint: "Include any government position (such as civil servant, judge, police officer, mayor, member of parliament, hospital administrator, employee of a security organization). If you were retired, not working or studying, say so. If you are retired, also give the 10 years before you retired.",
      }),
      text("employer", "Company, employer or facility name", { required: false }),
      text("city", "City or town"),
      country("country", "Country or territory"),
      text("region", "Province or state", { required: false }),
    ],
    { min: 1, max: 30, historyYears: 10 },
  ),
);

const background = section(
  "background",
  "Background information (IMM 5257)",
  ["adult"],
  [
    ifYes(
      "tuberculosis",
      "Within the past two years, have you or a family member ever had tuberculosis of the lungs or been in close contact with a person with tuberculosis?",
      "Details, and the name of the family member if it was them",
    ),
    ifYes(
      "health_services",
      "Do you have any physical or mental disorder that would require social and/or health services, other than medication, during a stay in Canada?",
    ),
    ifYes(
      "overstayed",
      "Have you ever remained beyond the validity of your status, attended school without authorization or worked without authorization in Canada?",
    ),
    ifYes(
      "refused",
      "Have you ever been refused a visa or permit, denied entry or ordered to leave Canada or any other country or territory?",
    ),
    ifYes("applied_before", "Have you previously applied to enter or remain in Canada?"),
    ifYes(
      "criminal",
      "Have you ever committed, been arrested for, been charged with or convicted of any criminal offence in any country or territory?",
    ),
    ifYes(
      "military",
      "Did you serve in any military, militia, or civil defence unit or serve in a security organization or police force (including non obligatory national service, reserve or volunteer units)?",
      "Dates of service and countries or territories where you served",
    ),
    ifYes(
      "violent_organization",
      "Are you, or have you ever been a member or associated with any political party, or other group or organization which has engaged in or advocated violence as a means to achieving a political or religious objective, or which has been associated with criminal activity at any time?",
    ),
    ifYes(
      "ill_treatment",
      "Have you ever witnessed or participated in the ill treatment of prisoners or civilians, looting or desecration of religious buildings?",
    ),
  ],
);

const superVisa = section(
  "super_visa",
  "Super visa only: your child or grandchild in Canada, and your medical insurance",
  ["adult"],
  [
    text("host_name", "Name of your child or grandchild in Canada", { required: false }),
    choice(
      "host_relationship",
      "They are your",
      [
        ["child", "Child"],
        ["grandchild", "Grandchild"],
      ],
      { required: false },
    ),
    choice(
      "host_status",
      "Their status in Canada",
      [
        ["citizen", "Canadian citizen"],
        ["permanent_resident", "Permanent resident"],
        ["registered_indian", "Registered Indian under the Indian Act"],
      ],
      { required: false },
    ),
    choice("host_province", "Province or territory where they live", PROVINCES, { required: false }),
    yesNo("invitation_letter", "Have they signed a letter inviting you that promises financial support for the length of your visit?", {
      required: false,
      hint: "IRCC's super visa page lists what the letter must include, with proof of their income",
    }),
    text("insurer", "Medical insurance company", { required: false }),
    yesNo("insurer_accepted", "Is it a Canadian insurance company, or a company outside Canada that IRCC has approved?", {
      required: false,
    }),
    date("insurance_from", "Insurance starts on", { required: false }),
    date("insurance_to", "Insurance ends on", { required: false }),
    text("insurance_coverage", "Emergency coverage amount (CAD)", {
      required: false,
      hint: "IRCC's super visa page states the minimum coverage and length",
    }),
  ],
);

export const parentsVisitor: Template = {
  title: "Canada visitor visa for parents and grandparents, or super visa: IMM 5257 and IMM 5645",
  sources: [
    { label: "IRCC: Application for Visitor Visa (Temporary Resident Visa) (IMM 5257), PDF form", url: `${IRCC_FORMS}/imm5257e.pdf` },
    { label: "IRCC: Family Information (IMM 5645), PDF form", url: `${IRCC_FORMS}/imm5645e.pdf` },
    {
      label: "IRCC: Super visa for parents or grandparents",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/parent-grandparent-super-visa.html",
    },
    { label: "IRCC: Visit Canada", url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html" },
  ],
  sections: [visit, personal, passport, contact, education, employment, background, superVisa, ...familySections(IMM_5645, ["adult"])],
};
