import type { ReactNode } from "react";
import { formatDate } from "~/lib/ui/format";

// Building blocks of the service, country and policy templates.

export function Block({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 text-slate-700">{children}</div>
    </section>
  );
}

export function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0 text-green-700">
            <path d="M4 10.5 8 14.5 16 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Faqs({ faqs }: { faqs: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {faqs.map((f) => (
        <details key={f.question} className="group p-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900">
            {f.question}
            <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-slate-700">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function SourceList({ sources }: { sources: { label: string; url: string }[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {sources.map((s) => (
        <li key={s.url + s.label}>
          <a href={s.url} rel="noopener noreferrer" target="_blank" className="text-brand-700 underline">
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "Source: IRCC fee list, checked 25 November 2026". */
export function CheckedSource({ source, checked }: { source: { label: string; url: string }; checked: string }) {
  return (
    <span className="mt-2 block text-sm text-slate-600">
      Source:{" "}
      <a href={source.url} rel="noopener noreferrer" target="_blank" className="text-brand-700 underline">
        {source.label}
      </a>
      {", checked "}
      <time dateTime={checked}>{formatDate(checked)}</time>
    </span>
  );
}

/** Every figure of a page with the official page it was checked against, and when. */
export function FigureSources({ figures }: { figures: { value: string; source: { label: string; url: string }; checked: string }[] }) {
  if (!figures.length) return null;
  return (
    <details className="mt-4 rounded-lg border border-slate-200 p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">{`Where each figure on this page comes from (${figures.length})`}</summary>
      <ul className="mt-3 space-y-1">
        {figures.map((f) => (
          <li key={f.value}>
            <span className="font-medium text-slate-900">{f.value}</span>
            {": "}
            <a href={f.source.url} rel="noopener noreferrer" target="_blank" className="text-brand-700 underline">
              {f.source.label}
            </a>
            {", checked "}
            <time dateTime={f.checked}>{formatDate(f.checked)}</time>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Who may lawfully advise on a country's visas for a fee, and the official register to check them in. */
export function Advisers({ advisers }: { advisers: { text: string; register: { label: string; url: string } } }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <p>{advisers.text}</p>
      <p className="mt-2">
        Check an adviser:{" "}
        <a href={advisers.register.url} rel="noopener noreferrer" target="_blank" className="font-semibold text-brand-700 underline">
          {advisers.register.label}
        </a>
      </p>
    </div>
  );
}

export function LastReviewed({ date }: { date: string }) {
  return (
    <p className="text-sm text-slate-600">
      Last reviewed: <time dateTime={date}>{formatDate(date)}</time>
    </p>
  );
}

export function Disclaimer() {
  return (
    <aside className="mt-10 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" aria-label="Disclaimer">
      <strong>Please note:</strong> visa and immigration decisions are made only by the government, embassy or authority concerned. No
      adviser can guarantee an outcome, and we never do. Rules and fees change often: we check them against the official sources before you
      apply. Government fees are paid to the government and are separate from our consultancy fees.
    </aside>
  );
}
