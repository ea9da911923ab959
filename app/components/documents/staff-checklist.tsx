import { Form } from "@remix-run/react";
import { blockingItems, ITEM_STATE_LABELS, PROVIDER_LABELS, type ChecklistItem, type ItemState } from "~/lib/documents/document-checklists";
import { formatDate } from "~/lib/ui/format";
import type { FormFailure } from "~/lib/http/form-failure";
import { FormAlert, TextAreaField } from "../ui/forms";
import { OnceKey } from "../ui/once-key";
import { FileList } from "./file-list";
import { ItemFields } from "./item-fields";
import { ValidityNote } from "./validity-note";

export const STATE_STYLES: Record<ItemState, string> = {
  missing: "bg-amber-100 text-amber-900",
  uploaded: "bg-sky-100 text-sky-900",
  accepted: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  not_applicable: "bg-slate-100 text-slate-700",
};

export function StateBadge({ state, label }: { state: ItemState; label?: string }) {
  return (
    <span
      className={`self-start whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`}
      data-state={state}
    >
      {label ?? ITEM_STATE_LABELS[state]}
    </span>
  );
}

/**
 * Staff: one application's checklist. Each item with its files (to accept or reject
 * one by one), asking the client again, marking it not applicable with a reason;
 * and an item of this application's own. What holds lodging back is said first.
 */
export function StaffChecklist({
  applicationId,
  personId = "",
  items,
  failure,
  canEdit,
}: {
  applicationId: string;
  /** One person's part of the checklist (ByPerson); items added here are theirs. */
  personId?: string;
  items: ChecklistItem[];
  failure?: FormFailure | null;
  canEdit: boolean;
}) {
  const blocking = blockingItems(items);
  const mine = (intent: string, itemId?: string) =>
    failure?.values.intent === intent && (!itemId || failure.values.itemId === itemId) ? failure : null;
  const adding =
    failure?.values.intent === "item-add" && failure.values.applicationId === applicationId && (failure.values.personId ?? "") === personId
      ? failure
      : null;
  const prefix = `add-${personId || applicationId}`;
  return (
    <div data-staff-checklist={applicationId}>
      <h3 className="text-sm font-semibold text-slate-900">{`Checklist: ${items.filter((i) => i.state === "accepted" || i.state === "not_applicable").length} of ${items.length} done`}</h3>
      <p className="mt-1 text-sm text-slate-700" data-blocking>
        {blocking.length
          ? `Before it can be lodged: ${blocking.map((i) => i.name).join("; ")}.`
          : "Every required item is accepted or not applicable."}
      </p>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.id} id={`item-${item.id}`} className="scroll-mt-20 rounded-lg border border-slate-200 p-3" data-item={item.name}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{item.name}</p>
                <p className="text-xs text-slate-600">{`${item.required ? "Required" : "Optional"} · ${PROVIDER_LABELS[item.providedBy]}`}</p>
                {item.notApplicableReason ? (
                  <p className="mt-1 text-sm text-slate-700">{`Not applicable: ${item.notApplicableReason}`}</p>
                ) : null}
                <ValidityNote validity={item.validity} />
                {item.requestedAt ? (
                  <p className="mt-1 text-sm text-amber-900">{`Asked for on ${formatDate(item.requestedAt)}${item.requestNote ? `: ${item.requestNote}` : ""}`}</p>
                ) : null}
              </div>
              <StateBadge state={item.state} />
            </div>
            <FileList files={item.files} mode={canEdit ? "staff" : "read"} failure={failure?.values.intent === "review" ? failure : null} />
            {canEdit ? (
              <div className="mt-2 flex flex-wrap gap-4">
                {item.state === "not_applicable" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="item-restore" />
                    <input type="hidden" name="itemId" value={item.id} />
                    <button
                      type="submit"
                      className="text-sm font-semibold text-brand-700 underline"
                      aria-label={`${item.name}: needed after all`}
                    >
                      Needed after all
                    </button>
                  </Form>
                ) : (
                  <ItemNoteForm
                    summary="Not applicable…"
                    intent="item-na"
                    itemId={item.id}
                    field={{
                      name: "reason",
                      id: `na-${item.id}`,
                      label: `Why ${item.name} is not needed`,
                      hint: "Kept in the history, among staff.",
                    }}
                    button="Mark not applicable"
                    failure={mine("item-na", item.id)}
                  />
                )}
                {item.providedBy !== "firm" && item.state !== "not_applicable" ? (
                  <ItemNoteForm
                    summary="Ask the client…"
                    intent="request"
                    itemId={item.id}
                    field={{
                      name: "note",
                      id: `ask-${item.id}`,
                      label: "What you need, in the client's words",
                      hint: "What exactly, and by when. Shown in their checklist and e-mailed to them.",
                    }}
                    button="Ask the client"
                    failure={mine("request", item.id)}
                    once
                  />
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <details className="mt-3" open={Boolean(adding)}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            {personId ? "Add an item for this person" : "Add an item to this application"}
          </summary>
          <Form method="post" className="mt-2 space-y-3" noValidate>
            <input type="hidden" name="intent" value="item-add" />
            <input type="hidden" name="applicationId" value={applicationId} />
            {personId ? <input type="hidden" name="personId" value={personId} /> : null}
            <OnceKey />
            <FormAlert message={adding?.formError} />
            <ItemFields idPrefix={prefix} values={adding?.values ?? {}} errors={adding?.fieldErrors} />
            <button type="submit" className="btn-secondary">
              Add the item
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

/** A folded form of one item with one text field: "not applicable" (a reason) or "ask the client" (a note). */
function ItemNoteForm({
  summary,
  intent,
  itemId,
  field,
  button,
  failure,
  once = false,
}: {
  summary: string;
  intent: string;
  itemId: string;
  field: { name: string; id: string; label: string; hint: string };
  button: string;
  failure: FormFailure | null;
  once?: boolean;
}) {
  return (
    <details open={Boolean(failure)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{summary}</summary>
      <Form method="post" className="mt-2 space-y-2" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="itemId" value={itemId} />
        {once ? <OnceKey /> : null}
        <TextAreaField
          id={field.id}
          label={field.label}
          hint={field.hint}
          name={field.name}
          rows={2}
          defaultValue={failure?.values[field.name] ?? ""}
          errors={failure?.fieldErrors[field.name]}
        />
        <button type="submit" className="btn-secondary">
          {button}
        </button>
      </Form>
    </details>
  );
}
