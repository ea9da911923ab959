import { describe, expect, it } from "vitest";
import { checkSection, sectionApplies, templateSchema, type Section } from "~/lib/cases/questionnaire";

const TODAY = "2026-11-28";

const template = templateSchema.parse({
  title: "Canada permanent residence: personal history",
  sources: [
    {
      label: "IRCC: Schedule A – Background/Declaration (IMM 5669)",
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/application-forms-guides/imm5669.html",
    },
  ],
  sections: [
    {
      key: "background",
      title: "Background",
      appliesTo: ["adult"],
      questions: [
        { kind: "yes-no", key: "refused", label: "Have you ever been refused a visa or permit?", explainWhen: "yes" },
        { kind: "date", key: "birth", label: "Date of birth", notAfterToday: true },
        { kind: "text", key: "nickname", label: "Other names", required: false, maxLength: 20 },
      ],
    },
    {
      key: "addresses",
      title: "Addresses",
      appliesTo: ["everyone"],
      rows: {
        noun: "address",
        columns: [
          { kind: "month", key: "from", label: "From" },
          { kind: "month", key: "to", label: "To" },
          { kind: "text", key: "street", label: "Street and number" },
          { kind: "country", key: "country", label: "Country" },
        ],
        min: 1,
        max: 30,
        history: { years: 10 },
      },
    },
  ],
});
const [background, addresses] = template.sections as [Section, Section];
const home = { street: "12 MG Road", country: "India" };

describe("a questionnaire's section, checked as the server and the browser check it", () => {
  it("a yes that needs an explanation asks for it beside the answer; a future birth date is refused", () => {
    const check = checkSection(background, { fields: { refused: "yes", birth: "2027-01-01" }, rows: [] }, TODAY);
    expect(check.fieldErrors).toEqual({ refused_explain: ["Explain this answer"], birth: ["This date is in the future"] });
    const ok = checkSection(
      background,
      { fields: { refused: "yes", refused_explain: "UK visitor visa, 2018", birth: "1990-04-02" }, rows: [] },
      TODAY,
    );
    expect(ok).toEqual({ fieldErrors: {}, messages: [] });
  });

  it("a ten-year address history with a three-month gap is refused with the months; a continuous one passes", () => {
    const gap = checkSection(
      addresses,
      {
        fields: {},
        rows: [
          { from: "2016-01", to: "2019-02", ...home },
          { from: "2019-06", to: "", ...home },
        ],
      },
      TODAY,
    );
    expect(gap.messages).toEqual(["No address between March 2019 and May 2019"]);
    const whole = checkSection(
      addresses,
      {
        fields: {},
        rows: [
          { from: "2016-01", to: "2019-02", ...home },
          { from: "2019-03", to: "", ...home },
        ],
      },
      TODAY,
    );
    expect(whole).toEqual({ fieldErrors: {}, messages: [] });
  });

  it("each row's cells are checked by their column, named by row", () => {
    const check = checkSection(addresses, { fields: {}, rows: [{ from: "2016-1", to: "2015-01", street: "", country: "India" }] }, TODAY);
    expect(check.fieldErrors["rows.0.from"]).toEqual(["Enter a month as YYYY-MM"]);
    expect(check.fieldErrors["rows.0.street"]).toEqual(["Answer this question"]);
  });

  it("a template with a history but no from and to columns, or two sections of one key, is refused", () => {
    const bad = templateSchema.safeParse({
      title: "t",
      sources: [{ label: "s", url: "https://example.gov/" }],
      sections: [
        {
          key: "a",
          title: "A",
          appliesTo: ["main"],
          rows: { noun: "trip", columns: [{ kind: "text", key: "where", label: "Where" }], max: 5, history: { years: 5 } },
        },
        { key: "a", title: "A again", appliesTo: ["main"] },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["A history needs a from and a to month column", "Two sections are called a"]);
  });

  it("a section is for the people its groups name", () => {
    expect(sectionApplies(background, { role: "partner", adult: true })).toBe(true);
    expect(sectionApplies(background, { role: "child", adult: false })).toBe(false);
    expect(sectionApplies(addresses, { role: "child", adult: false })).toBe(true);
  });
});
