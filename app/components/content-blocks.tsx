import type { ReactNode } from "react";
import { formatDate } from "~/lib/format";

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
      <strong>Please note:</strong> visa and immigration decisions are made only by the government, embassy or authority
      concerned. No adviser can guarantee an outcome, and we never do. Rules and fees change often: we check them against the
      official sources before you apply. Government fees are paid to the government and are separate from our consultancy fees.
    </aside>
  );
}
