import { Link } from "@remix-run/react";
import { COUNTRY_NAMES } from "~/lib/website/navigation";

type Enquirer = { name: string; email: string; phone: string | null; destination_country: string; service: string };

/** The cells both lead lists share: the name linked to its page, how to reach them, and what they asked about. */
export function EnquirerCells({ e, href }: { e: Enquirer; href: string }) {
  return (
    <>
      <td className="px-3 py-2">
        <Link to={href} className="font-semibold text-brand-700 hover:underline">
          {e.name}
        </Link>
      </td>
      <td className="px-3 py-2">
        {e.email}
        {e.phone ? <span className="block text-slate-600">{e.phone}</span> : null}
      </td>
      <td className="px-3 py-2">{[COUNTRY_NAMES[e.destination_country], e.service].filter(Boolean).join(" · ") || "—"}</td>
    </>
  );
}
