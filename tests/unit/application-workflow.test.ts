import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, canMove, isOpen, TRANSITIONS } from "~/lib/cases/application-workflow";

describe("the application workflow", () => {
  it("follows the issue's path from enquiry to closed", () => {
    const path = [
      "enquiry",
      "assessment",
      "documents_pending",
      "ready_to_lodge",
      "lodged",
      "additional_info_requested",
      "granted",
      "closed",
    ] as const;
    for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1], path[i]), `${path[i - 1]} → ${path[i]}`).toBe(true);
  });

  it.each([
    ["enquiry", "lodged"],
    ["enquiry", "granted"],
    ["assessment", "ready_to_lodge"],
    ["documents_pending", "granted"],
    ["granted", "refused"],
    ["closed", "enquiry"],
    ["refused", "lodged"],
  ] as const)("refuses %s → %s", (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  it("lets every open application be withdrawn, and every decision be closed", () => {
    for (const s of APPLICATION_STATUSES.filter(isOpen)) expect(canMove(s, "withdrawn"), s).toBe(true);
    for (const s of ["granted", "refused", "withdrawn"] as const) expect(TRANSITIONS[s]).toEqual(["closed"]);
    expect(TRANSITIONS.closed).toEqual([]);
  });
});
