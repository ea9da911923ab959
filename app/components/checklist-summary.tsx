import type { ChecklistItem, ChecklistState } from "~/lib/document-checklists";

const STATE: Record<ChecklistState, { label: string; style: string }> = {
  pending: { label: "Missing", style: "bg-amber-100 text-amber-900" },
  uploaded: { label: "To review", style: "bg-sky-100 text-sky-900" },
  approved: { label: "Accepted", style: "bg-green-100 text-green-900" },
  needs_revision: { label: "New copy asked", style: "bg-red-100 text-red-900" },
};

/** Staff: an application's checklist at a glance, what is still missing first. */
export function ChecklistSummary({ items }: { items: ChecklistItem[] }) {
  const accepted = items.filter((i) => i.state === "approved").length;
  const order: ChecklistState[] = ["pending", "needs_revision", "uploaded", "approved"];
  const sorted = [...items].sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{`Checklist: ${accepted} of ${items.length} accepted`}</h3>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {sorted.map((item) => (
          <li key={item.type} className="flex items-start justify-between gap-2" data-checklist-item={item.type}>
            <span className="text-slate-800">{item.label}</span>
            <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE[item.state].style}`} data-state={item.state}>
              {STATE[item.state].label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
