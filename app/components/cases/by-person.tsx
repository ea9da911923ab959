import type { ReactNode } from "react";
import { PERSON_ROLE_LABELS, personName, type PersonRole } from "~/lib/cases/people";

type PersonLabel = { id: string; role: PersonRole; firstName: string; lastName: string };

/**
 * A checklist (or any list of a person's things) split by the people on the application:
 * each under their name and who they are; one person's needs no heading.
 */
export function ByPerson<T extends { personId: string }>({
  people,
  items,
  children,
}: {
  people: PersonLabel[];
  items: T[];
  children: (items: T[], person: PersonLabel | null) => ReactNode;
}) {
  if (people.length <= 1) return <>{children(items, people[0] ?? null)}</>;
  return (
    <div className="space-y-5">
      {people.map((p) => (
        <div key={p.id} data-person={personName(p)}>
          <h4 className="mt-3 text-sm font-semibold text-slate-900">
            {personName(p)} <span className="font-normal text-slate-600">{`· ${PERSON_ROLE_LABELS[p.role]}`}</span>
          </h4>
          {children(
            items.filter((i) => i.personId === p.id),
            p,
          )}
        </div>
      ))}
    </div>
  );
}
