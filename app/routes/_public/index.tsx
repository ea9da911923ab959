import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Visas, permanent residency and study abroad — honest, step-by-step guidance" },
  { name: "description", content: "Advice and application support for visas and permanent residency in Australia, Canada, the UK, the USA and Europe." },
];

export default function Home() {
  return (
    <section className="bg-brand-900 py-20 text-white">
      <div className="container-page">
        <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
          Move abroad with a clear plan, not guesswork.
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          Work, study, visit or settle in Australia, Canada, the UK, the USA and Europe. We check your options against the
          official rules and guide you through every step.
        </p>
        <Link to="/contact" className="btn-accent mt-8 px-6 py-3 text-base">
          Get Started
        </Link>
      </div>
    </section>
  );
}
