import { SourceList } from "~/components/website/content-blocks";
import { rulesStatement, type Assessment, type Question, type Rules } from "~/lib/calculators/engine";
import { formatDate } from "~/lib/ui/format";

/**
 * A calculator's result: the total, each line, what would raise it, and the rules it used.
 * Until every question asked is answered there is no total: it says what is still to answer.
 */
export function ScorePanel({ assessment, missing, rules }: { assessment: Assessment | null; missing: Question[]; rules: Rules<unknown> }) {
  return (
    <section aria-labelledby="score-heading" className="space-y-5">
      {assessment ? <Result assessment={assessment} /> : <StillToAnswer missing={missing} />}
      <div className="text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">The rules used</h3>
        <p className="mt-1 font-medium text-slate-900" data-testid="rules-statement">
          {rulesStatement(rules)}
        </p>
        <p className="mt-1">
          In force since <time dateTime={rules.effectiveFrom}>{formatDate(rules.effectiveFrom)}</time>; last checked against the sources on{" "}
          <time dateTime={rules.checked}>{formatDate(rules.checked)}</time>.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {rules.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <SourceList sources={[...rules.sources]} />
      </div>
    </section>
  );
}

const SHOWN = 6;

function StillToAnswer({ missing }: { missing: Question[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-5" aria-live="polite">
      <h2 id="score-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        Your estimated score
      </h2>
      <p className="mt-2 text-slate-900" data-testid="score-missing">
        {`Answer every question to see your score: ${missing.length} still to answer.`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {missing.slice(0, SHOWN).map((q) => (
          <li key={q.name}>{q.label}</li>
        ))}
        {missing.length > SHOWN ? <li>{`and ${missing.length - SHOWN} more`}</li> : null}
      </ul>
    </div>
  );
}

function Result({ assessment }: { assessment: Assessment }) {
  const { score, raise } = assessment;
  const tone = score.passed === false ? "border-amber-300 bg-amber-50" : "border-brand-200 bg-brand-50";
  return (
    <>
      <div className={`rounded-lg border p-5 ${tone}`} aria-live="polite">
        <h2 id="score-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          Your estimated score
        </h2>
        <p className="mt-1 text-4xl font-bold text-slate-900" data-testid="score-total">
          {score.total}
        </p>
        <p className="mt-2 text-sm text-slate-800">{score.verdict}</p>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">How the score adds up</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 font-medium">
              Line
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {score.lines.map((line, i) => (
            <tr key={i} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">
                <span className="block text-xs text-slate-500">{line.section}</span>
                {line.label}
              </td>
              <td className="py-2 text-right font-medium tabular-nums">{line.points}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 text-left">
              Total
            </th>
            <td className="py-2 text-right font-bold tabular-nums">{score.total}</td>
          </tr>
        </tfoot>
      </table>
      {raise.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">What would raise it</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {raise.map((r) => (
              <li key={r.question}>
                {r.text} <strong className="whitespace-nowrap">{`+${r.points} points`}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
