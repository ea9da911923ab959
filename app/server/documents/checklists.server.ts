import { getService } from "~/content/catalogue.server";
import { buildChecklist, type ChecklistState } from "~/lib/document-checklists";
import { db } from "../db.server";

// Each application's checklist as staff see it: what its kind of visa needs plus
// what staff asked for, each with the state of its latest upload.

export async function checklistsOf(applications: { id: string; service_slug: string }[]) {
  const ids = applications.map((a) => a.id);
  if (!ids.length) return {};
  const [documents, requests] = await Promise.all([
    db
      .selectFrom("documents")
      .select(["id", "application_id", "document_type", "status", "review_reason", "created_at"])
      .where("application_id", "in", ids)
      .execute(),
    db.selectFrom("document_requests").select(["application_id", "document_type", "note", "created_at"]).where("application_id", "in", ids).execute(),
  ]);
  return Object.fromEntries(
    applications.map((a) => {
      const docs = documents.filter((d) => d.application_id === a.id) as (Omit<(typeof documents)[number], "status"> & { status: Exclude<ChecklistState, "pending"> })[];
      const asked = requests.filter((r) => r.application_id === a.id);
      return [a.id, buildChecklist(getService(a.service_slug)?.category ?? "work", docs, asked)];
    }),
  );
}
