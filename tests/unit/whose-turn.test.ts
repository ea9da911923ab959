import { describe, expect, it } from "vitest";
import {
  blockingItems,
  buildItem,
  itemState,
  type ChecklistItem,
  type FileStatus,
  type ItemProvider,
} from "~/lib/documents/document-checklists";
import { whoseTurn } from "~/lib/cases/whose-turn";
import { CLIENT_STAGES, clientStatusLabel } from "~/lib/cases/client-stages";
import { STATUS_LABELS, type ApplicationStatus } from "~/lib/cases/application-workflow";

const file = (status: FileStatus, created_at: string, review_reason: string | null = null) => ({
  id: `${status}-${created_at}`,
  status,
  review_reason,
  created_at,
  original_name: "scan.pdf",
  size_bytes: 1000,
});

const item = (
  name: string,
  files: ReturnType<typeof file>[] = [],
  opts: { required?: boolean; na?: string; by?: ItemProvider; askedAt?: string } = {},
): ChecklistItem =>
  buildItem(
    {
      id: name,
      person_id: "main",
      name,
      help_text: "",
      required: opts.required ?? true,
      provided_by: opts.by ?? "client",
      not_applicable_reason: opts.na ?? null,
    },
    files,
    opts.askedAt ? { note: "Again, please", created_at: opts.askedAt } : null,
  );

describe("an item's state, derived from its files", () => {
  it("is missing with no file, waits for review while any file does, and is accepted when every file is", () => {
    expect(itemState(false, [])).toBe("missing");
    expect(itemState(false, [file("approved", "2026-01-01"), file("uploaded", "2026-01-02")])).toBe("uploaded");
    expect(itemState(false, [file("approved", "2026-01-01"), file("approved", "2026-01-02")])).toBe("accepted");
  });

  it("needs a new copy while a rejected file is newer than every accepted one", () => {
    expect(itemState(false, [file("approved", "2026-01-01"), file("approved", "2026-01-02"), file("needs_revision", "2026-01-03")])).toBe(
      "rejected",
    );
    // The replacement was accepted: the old rejected file no longer holds it back.
    expect(itemState(false, [file("needs_revision", "2026-01-01"), file("approved", "2026-01-02")])).toBe("accepted");
  });

  it("is not applicable whatever its files, and missing again when staff ask after the last upload", () => {
    expect(itemState(true, [file("needs_revision", "2026-01-01")])).toBe("not_applicable");
    expect(itemState(false, [file("approved", "2026-01-01")], "2026-01-05")).toBe("missing");
    expect(itemState(false, [file("uploaded", "2026-01-06")], "2026-01-05")).toBe("uploaded");
  });

  it("gives the newest rejection's reason only while the item needs a new copy", () => {
    expect(
      item("Bank statements", [file("approved", "2026-01-01"), file("needs_revision", "2026-01-02", "Page 2 is cut off")]).reason,
    ).toBe("Page 2 is cut off");
    expect(item("Bank statements", [file("needs_revision", "2026-01-01", "Blurred"), file("approved", "2026-01-02")]).reason).toBeNull();
  });
});

describe("the gate: what stops a move to ready to lodge or lodged", () => {
  it("lists required items neither accepted nor not applicable; optional ones never block", () => {
    const items = [
      item("Passport", [file("approved", "2026-01-01")]),
      item("Bank statements", [file("approved", "2026-01-01"), file("needs_revision", "2026-01-02")]),
      item("Police certificate"),
      item("Photo", [file("uploaded", "2026-01-01")]),
      item("CV", [], { required: false }),
      item("Medical", [], { na: "Not needed under 6 months' stay" }),
    ];
    expect(blockingItems(items).map((i) => i.name)).toEqual(["Bank statements", "Police certificate", "Photo"]);
  });
});

describe("whoseTurn", () => {
  const visitor = (f: ReturnType<typeof file>[] = []) => ["Passport", "Photo", "Bank statements"].map((n) => item(n, f));

  it("asks the client to upload while required documents are missing, not for what the firm prepares", () => {
    const turn = whoseTurn("documents_pending", [...visitor(), item("Cover letter", [], { by: "firm" })]);
    expect(turn.who).toBe("client");
    expect(turn.detail).toContain("3 documents still to upload");
  });

  it("tells the client the consultancy is checking once everything is uploaded", () => {
    expect(whoseTurn("documents_pending", visitor([file("uploaded", "2026-02-01")])).who).toBe("consultancy");
  });

  it("puts a document that needs a new copy first, whatever the stage", () => {
    const turn = whoseTurn("ready_to_lodge", [item("Passport", [file("needs_revision", "2026-01-01", "Blurred")])]);
    expect(turn.who).toBe("client");
    expect(turn.detail).toContain("Passport");
  });

  it("names what staff asked for again, and a rejected document beside it or beside a task", () => {
    const asked = item("Bank statements", [file("approved", "2026-01-01")], { askedAt: "2026-02-01" });
    const rejected = item("Passport", [file("needs_revision", "2026-01-01", "Blurred")]);
    const turn = whoseTurn("documents_pending", [asked, rejected]);
    expect(turn.title).toContain("upload what we asked for");
    expect(turn.detail).toContain("Bank statements");
    expect(turn.detail).toContain("Upload a new copy of: Passport");
    const withTask = whoseTurn("documents_pending", [rejected], [{ title: "Sign the form", due_on: null }]);
    expect(withTask.title).toBe("Your turn: Sign the form");
    expect(withTask.detail).toContain("Upload a new copy of: Passport");
  });

  it.each([
    ["assessment", "consultancy"],
    ["lodged", "government"],
    ["additional_info_requested", "client"],
    ["granted", "nobody"],
  ] as const)("%s → %s", (status, who) => {
    expect(whoseTurn(status, visitor([file("approved", "2026-02-01")])).who).toBe(who);
  });
});

describe("the client's reading of a status", () => {
  it("is one for the badge and the progress bar's step: an enquiry is being assessed; every status has its step", () => {
    expect(clientStatusLabel("enquiry")).toBe("Assessment");
    for (const status of Object.keys(STATUS_LABELS) as ApplicationStatus[])
      expect(
        CLIENT_STAGES.some((s) => s.statuses.includes(status)),
        status,
      ).toBe(true);
  });
});
