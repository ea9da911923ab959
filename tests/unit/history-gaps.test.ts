import { describe, expect, it } from "vitest";
import { checkHistory, monthIndex } from "~/lib/cases/history-gaps";

const TEN_YEARS = { years: 10, asOf: "2026-11-28", noun: "address" };

describe("a history that must cover ten years without a gap", () => {
  it("a continuous one passes: each row starts the month after the last ended, the last goes on", () => {
    const check = checkHistory(
      [
        { from: "2014-06", to: "2019-02" },
        { from: "2019-03", to: "2023-08" },
        { from: "2023-09", to: null },
      ],
      TEN_YEARS,
    );
    expect(check).toEqual({ rowErrors: {}, gaps: [], overlaps: [], messages: [] });
  });

  it("a three-month gap is named by its months", () => {
    const check = checkHistory(
      [
        { from: "2015-01", to: "2019-02" },
        { from: "2019-06", to: null },
      ],
      TEN_YEARS,
    );
    expect(check.gaps).toEqual([{ from: "2019-03", to: "2019-05" }]);
    expect(check.messages).toEqual(["No address between March 2019 and May 2019"]);
  });

  it("the start of the ten years must be covered too, and a single month is said as one", () => {
    const check = checkHistory(
      [
        { from: "2017-01", to: "2020-04" },
        { from: "2020-06", to: null },
      ],
      TEN_YEARS,
    );
    expect(check.messages).toEqual(["No address in December 2016", "No address in May 2020"]);
  });

  it("an empty history is one gap of the whole ten years", () => {
    expect(checkHistory([], TEN_YEARS).messages).toEqual(["No address between December 2016 and November 2026"]);
  });

  it("overlaps are named unless they are allowed (studying and working at once)", () => {
    const rows = [
      { from: "2016-01", to: "2021-06" },
      { from: "2021-04", to: null },
    ];
    expect(checkHistory(rows, TEN_YEARS).messages).toEqual(["More than one address between April 2021 and June 2021"]);
    const activities = checkHistory(rows, { ...TEN_YEARS, noun: "activity", allowOverlaps: true });
    expect(activities.overlaps).toEqual([{ from: "2021-04", to: "2021-06" }]);
    expect(activities.messages).toEqual([]);
  });

  it("a row that cannot be read or ends before it starts is refused by its index, and counts as no cover", () => {
    const check = checkHistory(
      [
        { from: "2016-13", to: "2018-01" },
        { from: "2019-05", to: "2018-01" },
        { from: "2027-01", to: null },
      ],
      TEN_YEARS,
    );
    expect(Object.keys(check.rowErrors)).toEqual(["0", "1", "2"]);
    expect(check.rowErrors[1]).toMatch(/ends before it starts/);
    expect(check.gaps).toEqual([{ from: "2016-12", to: "2026-11" }]);
  });

  it("reads months only as YYYY-MM", () => {
    expect(monthIndex("2019-03")).toBe(2019 * 12 + 2);
    expect(monthIndex("2019-3")).toBeNull();
    expect(monthIndex("03/2019")).toBeNull();
  });
});
