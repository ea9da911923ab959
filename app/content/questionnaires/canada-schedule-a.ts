// Schedule A – Background/Declaration (IMM 5669), in the order of the form: the
// background questions, education, personal history, memberships, government
// positions, military service and addresses. IRCC asks it of the principal applicant,
// the spouse or common-law partner and each dependent child aged 18 or older, so every
// section is for "adult". Personal history and addresses cover 10 years month by month
// ("Important: do not leave any gaps in time").
import type { Section } from "~/lib/cases/questionnaire";
import { country, fromTo, ifYes, month, rows, section, text } from "./build";

const ADULT: Section["appliesTo"] = ["adult"];

const background = section("background", "Background questions (Schedule A)", ADULT, [
  ifYes(
    "convicted_in_canada",
    "Have you ever been convicted of a crime or offence in Canada for which a pardon has not been granted?",
    undefined,
    {
      hint: "Schedule A asks the principal applicant to answer for each family member listed in the application too.",
    },
  ),
  ifYes("convicted_elsewhere", "Have you ever been convicted of a crime or offence in any other country or territory?"),
  ifYes("refugee_claim_canada", "Have you ever made previous claims for refugee protection in Canada or at a Canadian visa office abroad?"),
  ifYes(
    "refugee_claim_elsewhere",
    "Have you ever made previous claims for refugee protection in another country or with the United Nations High Commissioner for Refugees (UNHCR)?",
  ),
  ifYes(
    "refused_visa",
    "Have you ever been refused refugee status, an immigrant or permanent resident visa (including a Certificat de sélection du Québec (CSQ) or application to the Provincial Nominee Program) or visitor or temporary resident visa, to Canada or any other country or territory?",
  ),
  ifYes("refused_admission", "Have you ever been refused admission to, or ordered to leave, Canada or any other country or territory?"),
  ifYes(
    "genocide_war_crimes",
    "Have you ever been involved in an act of genocide, in a war crime or in the commission of a crime against humanity?",
  ),
  ifYes(
    "armed_struggle",
    "Have you ever used, planned or advocated the use of armed struggle or violence to reach political, religious or social objectives?",
  ),
  ifYes(
    "violent_group",
    "Have you ever been associated with a group that used, uses, advocated or advocates the use of armed struggle or violence to reach political, religious or social objectives?",
  ),
  ifYes(
    "criminal_organization",
    "Have you ever been a member of an organization that is or was engaged in an activity that is part of a pattern of criminal activity?",
  ),
  ifYes("detained", "Have you ever been detained, incarcerated or put in jail?"),
  ifYes("serious_illness", "Have you ever had any serious disease or physical or mental disorder?"),
]);

const education = section(
  "education",
  "Education",
  ADULT,
  [
    text("years_elementary", "Number of years of elementary or primary school"),
    text("years_secondary", "Number of years of secondary school"),
    text("years_university", "Number of years of university or college"),
    text("years_trade", "Number of years of trade school or other post-secondary school"),
  ],
  rows(
    "school",
    [
      ...fromTo(),
      text("institution", "Name of institution", {
        hint: "Secondary and post-secondary education, including university, college or apprenticeship training",
      }),
      text("city", "City or town"),
      country("country", "Country or territory"),
      text("certificate", "Type of certificate or diploma issued", {
        required: false,
        hint: "If you didn't earn a diploma, leave this field blank",
      }),
      text("field_of_study", "Field of study"),
    ],
    { max: 15 },
  ),
);

const personalHistory = section(
  "personal_history",
  "Personal history: the past 10 years, with no gaps in time",
  ADULT,
  [],
  rows(
    "activity",
    [
      ...fromTo(),
      text("activity", "Activity", {
        hint: "For example: employment (say which job), unemployed, educational activity. Include periods of unemployment, study and travel. If you have not worked in the past 10 years (for example, you're retired), give your history since the age of 18.",
      }),
      text("city", "City or town"),
      country("country", "Country or territory"),
      text("status", "Status in country or territory", { hint: "For example: citizen, work visa, study visa, visitor visa" }),
      text("organization", "Name of company, employer, school or facility, as applicable", { required: false }),
    ],
    { min: 1, max: 40, historyYears: 10 },
  ),
);

const memberships = section(
  "memberships",
  "Memberships and associations with organizations",
  ADULT,
  [],
  rows(
    "organization",
    [
      ...fromTo({ toRequired: false }),
      text("name", "Name of organization", {
        hint: "Any political, social, youth or student organization, trade union or professional association you are or have been a member of or affiliated with. Do not use abbreviations.",
      }),
      text("type", "Type of organization"),
      text("positions", "Activities and/or positions held within the organization"),
      text("city", "City or town"),
      country("country", "Country or territory"),
    ],
    { max: 20 },
  ),
);

const governmentPositions = section(
  "government_positions",
  "Government positions",
  ADULT,
  [],
  rows(
    "position",
    [
      ...fromTo({ toRequired: false }),
      text("jurisdiction", "Country or territory and level of jurisdiction", {
        hint: "Such as civil servant, judge, police officer, mayor, member of parliament, hospital administrator, employee in a security organization. The level is national, regional or municipal.",
      }),
      text("department", "Department or branch"),
      text("positions", "Activities and/or positions held"),
    ],
    { max: 20 },
  ),
);

const militaryService = section(
  "military_service",
  "Military and paramilitary service",
  ADULT,
  [],
  rows(
    "period of service",
    [
      country("country", "Name of country or territory"),
      month("from", "From"),
      month("to", "To", { required: false, hint: "Leave empty if it goes on today" }),
      text("branch", "Branch of service, unit numbers and names of commanding officers", {
        hint: "Military, militia, civil defence, security organization or police force, including non-obligatory national service, reserve or volunteer units",
      }),
      text("ranks", "Rank(s)"),
      text("end_reason", "Reason for end of service", { required: false }),
      text("combat", "Dates and places of any active combat", { required: false }),
    ],
    { max: 20 },
  ),
);

const addresses = section(
  "addresses",
  "Addresses: the past 10 years, with no gaps in time",
  ADULT,
  [],
  rows(
    "address",
    [
      ...fromTo(),
      text("street", "Street and number", { hint: "Do not use P.O. boxes" }),
      text("city", "City or town"),
      text("region", "Province, state or district", { required: false }),
      text("postal_code", "Postal code", { required: false }),
      country("country", "Country or territory"),
    ],
    { min: 1, max: 40, historyYears: 10 },
  ),
);

/** The sections of Schedule A, in the order of the form. */
export const SCHEDULE_A: Section[] = [background, education, personalHistory, memberships, governmentPositions, militaryService, addresses];
