import { describe, expect, it } from "vitest";
import { buildChecklist } from "~/lib/document-checklists";
import { whoseTurn } from "~/lib/whose-turn";

const doc = (document_type: string, status: "uploaded" | "approved" | "needs_revision", created_at: string, review_reason: string | null = null) => ({
  id: `${document_type}-${created_at}`,
  document_type,
  status,
  review_reason,
  created_at,
});

describe("buildChecklist", () => {
  it("lists the required documents with the state of the latest upload of each", () => {
    const list = buildChecklist("visitor", [
      doc("passport", "needs_revision", "2026-01-01", "Blurred"),
      doc("passport", "approved", "2026-01-05"),
      doc("photo", "needs_revision", "2026-01-03", "Background must be white"),
      doc("funds", "uploaded", "2026-01-04"),
    ]);
    expect(list.map((c) => [c.type, c.state])).toEqual([
      ["passport", "approved"],
      ["photo", "needs_revision"],
      ["funds", "uploaded"],
      ["itinerary", "pending"],
      ["employment_proof", "pending"],
    ]);
    expect(list[1].reason).toBe("Background must be white");
    expect(list[0].reason).toBeNull();
  });
});

describe("whoseTurn", () => {
  const all = (state: "uploaded" | "approved") =>
    buildChecklist("visitor", ["passport", "photo", "funds", "itinerary", "employment_proof"].map((t) => doc(t, state, "2026-02-01")));

  it("asks the client to upload while documents are missing", () => {
    const turn = whoseTurn("documents_pending", buildChecklist("visitor", []));
    expect(turn.who).toBe("client");
    expect(turn.detail).toContain("5 documents still to upload");
  });

  it("tells the client the consultancy is checking once everything is uploaded", () => {
    expect(whoseTurn("documents_pending", all("uploaded")).who).toBe("consultancy");
  });

  it("puts a document that needs revision first, whatever the stage", () => {
    const list = buildChecklist("visitor", [doc("passport", "needs_revision", "2026-01-01", "Blurred")]);
    const turn = whoseTurn("ready_to_lodge", list);
    expect(turn.who).toBe("client");
    expect(turn.detail).toContain("Passport");
  });

  it.each([
    ["assessment", "consultancy"],
    ["lodged", "government"],
    ["additional_info_requested", "client"],
    ["granted", "nobody"],
  ] as const)("%s → %s", (status, who) => {
    expect(whoseTurn(status, all("approved")).who).toBe(who);
  });
});
