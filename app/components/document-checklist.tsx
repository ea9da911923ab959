import type { ChecklistItem, ChecklistState } from "~/lib/document-checklists";
import { formatDate } from "~/lib/format";

const STATE: Record<ChecklistState, { label: string; style: string }> = {
  pending: { label: "Pending", style: "bg-slate-100 text-slate-800" },
  uploaded: { label: "Uploaded", style: "bg-sky-100 text-sky-900" },
  approved: { label: "Approved", style: "bg-green-100 text-green-900" },
  needs_revision: { label: "Needs revision", style: "bg-red-100 text-red-900" },
};

/** An application's document checklist: each required document and its state. */
export function ChecklistTable({ items, applicationId }: { items: ChecklistItem[]; applicationId: string }) {
  return (
    <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200" data-checklist={applicationId}>
      {items.map((item) => (
        <li key={item.type} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-document-type={item.type}>
          <div>
            <p className="text-sm font-medium text-slate-900">{item.label}</p>
            {item.reason ? <p className="mt-1 text-sm text-red-800">{`Why: ${item.reason}`}</p> : null}
            {item.uploadedAt ? <p className="text-xs text-slate-600">{`Uploaded ${formatDate(item.uploadedAt)}`}</p> : null}
          </div>
          <span className={`self-start whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE[item.state].style}`} data-state={item.state}>
            {STATE[item.state].label}
          </span>
        </li>
      ))}
    </ul>
  );
}
