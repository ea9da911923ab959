// The short questionnaire of a consultation booking (issue 21), without zod so the
// booking page's scripts stay small: app/lib/bookings/booking-schema.ts checks the answers.
export const QUESTIONNAIRE = {
  education: {
    label: "Your highest education",
    choices: [
      ["", "Rather not say"],
      ["school", "School"],
      ["diploma", "Diploma or vocational training"],
      ["bachelors", "Bachelor's degree"],
      ["masters", "Master's degree or higher"],
    ],
  },
  experience: {
    label: "Years of work experience",
    choices: [
      ["", "Rather not say"],
      ["0-2", "Less than 3"],
      ["3-5", "3 to 5"],
      ["6-10", "6 to 10"],
      ["10+", "More than 10"],
    ],
  },
  english: {
    label: "An English test (IELTS, PTE, CELPIP…)",
    choices: [
      ["", "Rather not say"],
      ["none", "Not taken yet"],
      ["booked", "Booked"],
      ["taken", "Taken, with results"],
    ],
  },
} as const;

/** The answers as people read them: [question, answer] pairs, unanswered ones left out. */
export function answersInWords(answers: Record<string, string>, countryName: (slug: string) => string): [string, string][] {
  const out: [string, string][] = [];
  if (answers.destination) out.push(["Where they would like to go", countryName(answers.destination)]);
  for (const [key, q] of Object.entries(QUESTIONNAIRE)) {
    const choice = q.choices.find(([value]) => value && value === answers[key]);
    if (choice) out.push([q.label, choice[1]]);
  }
  if (answers.goal) out.push(["To read before the call", answers.goal]);
  return out;
}
