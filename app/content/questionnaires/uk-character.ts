// The UK online visa application's criminality and character pages (issue 40), asked of
// every applicant: convictions and other penalties, war crimes, terrorism, extremism,
// good character, and work for certain kinds of organisation. The refusal grounds
// behind them are Part 9 of the Immigration Rules.
import { ifYes, section } from "./build";

export const UK_CHARACTER = section(
  "character",
  "Criminality and character",
  ["everyone"],
  [
    ifYes(
      "convictions",
      "At any time have you ever had any of the following, in the UK or any other country?",
      "What it was, the country, the date, and any sentence or penalty",
      {
        hint: "A criminal conviction; a penalty for a driving offence, for example disqualification for speeding or no motor insurance; an arrest or charge for which you are currently on, or awaiting, trial; a caution, warning, reprimand or other out-of-court penalty; a civil court judgment against you, for example for non payment of debt, bankruptcy proceedings or anti-social behaviour; a civil penalty issued under UK immigration law",
      },
    ),
    ifYes(
      "war_crimes",
      "In times of either peace or war, have you ever been involved in, or suspected of involvement in, war crimes, crimes against humanity or genocide?",
    ),
    ifYes("terrorist_activities", "Have you ever been involved in, supported or encouraged terrorist activities in any country?"),
    ifYes(
      "terrorist_organisations",
      "Have you ever been a member of, or given support to, an organisation that has been concerned in terrorism?",
    ),
    ifYes(
      "terrorist_views",
      "Have you ever, by any means or medium, expressed views that justify or glorify terrorist violence or that may encourage others to commit terrorist acts or other serious criminal acts?",
    ),
    ifYes(
      "extremist_organisations",
      "Have you ever been a member of, or given support to, an organisation which is or has been concerned with extremism?",
    ),
    ifYes("extremist_views", "Have you ever, by any means or medium, expressed any extremist views?"),
    ifYes(
      "bad_character",
      "Have you ever engaged in any other activities which might indicate that you may not be considered to be a person of good character?",
    ),
    ifYes(
      "organisations_worked_for",
      "Have you ever worked for any of the following types of organisation?",
      "Which, where, your role and the dates",
      {
        hint: "Armed Forces (career); Armed Forces (compulsory national or military service); Government (including Public or Civil Administration and non-military compulsory national service); Intelligence services; Security organisations (including police and private security services); Media organisations; Judiciary (including work as a judge or magistrate)",
      },
    ),
  ],
);
