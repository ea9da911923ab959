import { formatDate, formatDateTime } from "~/lib/ui/format";
import type { AssessmentView as Stored } from "~/lib/leads/assessment-view";

/** What the loader sends: the stored view, its time as JSON made it. */
type AssessmentView = Omit<Stored, "sentAt"> & { sentAt: string | Date };

/** What a visitor told a calculator and the score they were shown, for staff (issue 21). */
export function Assessments({ assessments }: { assessments: AssessmentView[] }) {
  if (!assessments.length) return null;
  return (
    <section aria-labelledby="assessments-heading" className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="assessments-heading" className="text-lg font-semibold text-slate-900">
        Calculator results
      </h2>
      {assessments.map((a) => (
        <article key={a.id} className="mt-4 border-t border-slate-100 pt-4 first:border-0 first:pt-0">
          <h3 className="font-semibold text-slate-900">{`${a.title}: ${a.total} points`}</h3>
          <p className="text-sm text-slate-600">
            {`Sent ${formatDateTime(a.sentAt)}; rules in force since ${formatDate(a.rulesFrom)}, checked ${formatDate(a.rulesChecked)}.`}
          </p>
          <p className="mt-1 text-sm">{a.verdict}</p>
          <div className="mt-3 grid gap-6 md:grid-cols-2">
            <div>
              <h4 className="text-sm font-medium text-slate-700">Answers</h4>
              <dl className="mt-1 space-y-1 text-sm">
                {a.answers.map((x) => (
                  <div key={x.label}>
                    <dt className="text-slate-600">{x.label}</dt>
                    <dd className="font-medium text-slate-900">{x.answer}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h4 className="text-sm font-medium text-slate-700">Score</h4>
              <table className="mt-1 w-full text-sm">
                <caption className="sr-only">{`How ${a.total} points add up`}</caption>
                <tbody>
                  {a.lines.map((line, i) => (
                    <tr key={i} className="border-b border-slate-100">
                      <td className="py-1 pr-2">{line.label}</td>
                      <td className="py-1 text-right tabular-nums">{line.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <p className="mt-3 text-xs text-slate-600">{`Consent given: “${a.consentText}”`}</p>
        </article>
      ))}
    </section>
  );
}
