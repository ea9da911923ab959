import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function SectionHeading({ eyebrow, title, lead, id }: { eyebrow?: string; title: string; lead?: ReactNode; id?: string }) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-slate-600">{lead}</p> : null}
    </div>
  );
}

export function ServiceCardView({ service }: { service: { slug: string; title: string; summary: string } }) {
  return (
    <Link
      to={`/services/${service.slug}`}
      className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
    >
      <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">{service.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{service.summary}</p>
      <span className="mt-3 text-sm font-semibold text-brand-700">Read more →</span>
    </Link>
  );
}

export function CtaBanner({
  title,
  text,
  to = "/contact",
  label = "Get Started",
}: {
  title: string;
  text: string;
  to?: string;
  label?: string;
}) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="container-page flex flex-col items-start gap-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="mt-2 max-w-xl text-brand-100">{text}</p>
        </div>
        <Link to={to} className="btn-accent px-6 py-3 text-base">
          {label}
        </Link>
      </div>
    </section>
  );
}
