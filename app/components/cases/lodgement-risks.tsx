import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/ui/format";

type Risk = { applicationId: string; reference: string; clientId: string; person: string; expires: string; plannedOn: string };

/** The passports that expire before their application's planned lodgement: each must be renewed first. */
export function LodgementRisks({ risks, link }: { risks: Risk[]; link: (r: Risk) => string }) {
  if (!risks.length) return null;
  return (
    <section className="mt-6 rounded-lg border-l-4 border-red-600 bg-white p-5 shadow-sm" aria-labelledby="risks-h" data-lodgement-risks>
      <h2 id="risks-h" className="font-semibold text-slate-900">
        Passports that expire before the planned lodgement
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {risks.map((r) => (
          <li key={`${r.applicationId}-${r.person}`}>
            <Link to={link(r)} className="font-semibold text-brand-700 underline">
              {`${r.person} (${r.reference})`}
            </Link>
            {`: the passport expires on ${formatDate(r.expires)}, lodgement is planned for ${formatDate(r.plannedOn)}.`}
          </li>
        ))}
      </ul>
    </section>
  );
}
