import type { FirmTimes } from "~/lib/reports/processing-times";

const days = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "day" : "days"}`;

/** "How long our cases like yours took": the firm's past record, never a promise, with the government's own page beside it. */
export function FirmProcessingTimes({ times, id }: { times: FirmTimes | null | undefined; id: string }) {
  if (!times) return null;
  return (
    <section className="mt-4 rounded-md border-l-4 border-slate-400 bg-slate-50 p-4" aria-labelledby={`times-${id}`} data-processing-times>
      <h3 id={`times-${id}`} className="font-semibold text-slate-900">
        How long our cases like yours took
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        {`Of our ${times.cases.toLocaleString("en-IN")} cases of this kind decided in the last 12 months, half were decided within ${days(times.half)} of lodgement, nine in ten within ${days(times.most)}.`}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {"This is our past record, not a promise: the government decides every application, in its own time, and its times change. "}
        {times.official ? (
          <a href={times.official.url} rel="noopener noreferrer" target="_blank" className="font-semibold text-brand-700 underline">
            {`The government's current processing times (${times.official.label})`}
          </a>
        ) : null}
      </p>
    </section>
  );
}
