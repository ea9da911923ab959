// answers.csv: one line per answer, quoted where needed, and no cell a spreadsheet would run.
import { describe, expect, it } from "vitest";
import { answersCsv, type PersonWithQuestionnaire } from "~/server/records/answers-export.server";

const person = {
  id: "p1",
  applicationId: "a1",
  role: "main",
  firstName: "Asha",
  lastName: "Rao",
  dateOfBirth: null,
  nationality: null,
  passportNumber: null,
  passportCountry: null,
  passportExpiry: null,
  email: null,
  userId: "u1",
} as const;
const section = {
  key: "addresses",
  title: "Addresses",
  appliesTo: ["everyone" as const],
  questions: [{ kind: "text" as const, key: "note", label: "Anything else", required: false, maxLength: 200 }],
  rows: {
    noun: "address",
    min: 0,
    max: 10,
    columns: [{ kind: "text" as const, key: "street", label: "Street", required: true, maxLength: 200 }],
  },
};
const family: PersonWithQuestionnaire[] = [
  {
    person,
    questionnaire: {
      template: { id: "t1", version: 1, title: "T", sources: [] },
      sections: [
        {
          section,
          answer: {
            id: "x",
            state: "sent",
            reviewNote: null,
            updatedAt: "2026-11-28T00:00:00Z",
            answers: { fields: { note: '=HYPERLINK("http://evil")' }, rows: [{ street: "Flat 7, 4 Lake View" }] },
          },
        },
      ],
    },
  },
];

describe("answers.csv", () => {
  it("writes a line per answer with its row, quoting commas, and keeps a formula as text", () => {
    const lines = answersCsv([{ id: "a1", reference: "A2026-00001" }], new Map([["a1", family]]))
      .trim()
      .split("\n");
    expect(lines).toEqual([
      "Application,Person,Role,Section,Row,Question,Answer",
      `A2026-00001,Asha Rao,Main applicant,Addresses,,Anything else,"'=HYPERLINK(""http://evil"")"`,
      'A2026-00001,Asha Rao,Main applicant,Addresses,1,Street,"Flat 7, 4 Lake View"',
    ]);
  });
});
