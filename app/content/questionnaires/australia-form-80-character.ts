// Form 80's military service and character questions (issue 40), asked of each adult
// on the application. The character questions are the declarations Home Affairs asks
// on Form 80 and in ImmiAccount, each answered yes or no with details when yes.
import type { Section } from "~/lib/cases/questionnaire";
import { country, ifYes, month, rows, section, text } from "./build";

const ADULT: Section["appliesTo"] = ["adult"];

export const FORM_80_MILITARY = section(
  "military",
  "Military service and training (Form 80)",
  ADULT,
  [
    ifYes(
      "served",
      "Have you ever served in a military force, police force, state sponsored / private militia or intelligence agency (including secret police)?",
      "Give details, and add each period of service below",
    ),
    ifYes(
      "training",
      "Have you ever undergone any military/paramilitary training, been trained in weapons/explosives or in the manufacture of chemical/biological products?",
    ),
  ],
  rows(
    "period of service",
    [
      country("country", "Country"),
      text("organisation", "Force or organisation, and branch or unit"),
      text("rank", "Rank"),
      month("from", "From"),
      month("to", "To", { required: false, hint: "Leave empty if it goes on today" }),
      text("end_reason", "Why the service ended", { required: false }),
    ],
    { max: 20 },
  ),
);

export const FORM_80_CHARACTER = section("character", "Character (Form 80)", ADULT, [
  ifYes("charged_awaiting", "Have you ever been charged with any offence that is currently awaiting legal action?", undefined, {
    hint: "If the matter is a criminal conviction, give the date and nature of the offence, full details of the sentence, and the dates of any imprisonment or other detention",
  }),
  ifYes(
    "convicted",
    "Have you ever been convicted of an offence in any country (including any conviction which is now removed from official records)?",
  ),
  ifYes(
    "protection_order",
    "Have you ever been the subject of a domestic violence or family violence order, or any other order, of a tribunal or court or other similar authority, for the personal protection of another person?",
  ),
  ifYes("arrest_warrant", "Have you ever been the subject of an arrest warrant or Interpol notice?"),
  ifYes(
    "child_sexual_offence",
    "Have you ever been found guilty of a sexually based offence involving a child (including where no conviction was recorded)?",
  ),
  ifYes("sex_offender_register", "Have you ever been named on a sex offender register?"),
  ifYes("acquitted_unsound_mind", "Have you ever been acquitted of any offence on the grounds of unsoundness of mind or insanity?"),
  ifYes("unfit_to_plead", "Have you ever been found by a court not fit to plead?"),
  ifYes(
    "security_risk",
    "Have you ever been directly or indirectly involved in, or associated with, activities which would represent a risk to national security in Australia or any other country?",
  ),
  ifYes(
    "serious_international_crime",
    "Have you ever been charged with, or indicted for: genocide, war crimes, crimes against humanity, torture, slavery, or any other crime that is otherwise of a serious international concern?",
  ),
  ifYes(
    "criminal_association",
    "Have you ever been associated with a person, group or organisation that has been or is involved in criminal conduct?",
  ),
  ifYes(
    "violent_organisation",
    "Have you ever been associated with an organisation engaged in violence or engaged in acts of violence (including war, insurgency, freedom fighting, terrorism, protest) either overseas or in Australia?",
  ),
  ifYes("people_smuggling", "Have you ever been involved in people smuggling or people trafficking offences?"),
  ifYes("removed_deported", "Have you ever been removed, deported or excluded from any country (including Australia)?"),
  ifYes("overstayed", "Have you ever overstayed a visa in any country (including Australia)?"),
  ifYes("debts", "Have you ever had any outstanding debts to the Australian Government or any public authority in Australia?"),
]);
