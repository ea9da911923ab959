import { STATIC_PAGE } from "~/lib/http/route-handle";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/website/page-hero";
import { TeamSection } from "~/components/website/team-section";
import { ILLUSTRATIONS } from "~/content/images";
import { publishedTeam } from "~/server/website/team.server";
import { CtaBanner, SectionHeading } from "~/components/website/cards";
import { pageMeta } from "~/lib/website/seo";
import { useBrand } from "~/root";
import { FirmStatement } from "~/components/website/firm-statement";
import { withFullStop } from "~/lib/ui/format";
import { useFirmStatement } from "./layout";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About us",
    description: "Who we are, how we work, and what we will and will not promise about your visa application.",
    path: "/about",
  });

const PRINCIPLES = [
  {
    title: "Honest assessments",
    text: "If a route does not fit you, we say so before you pay for an application. A refusal costs you time, money and sometimes future applications.",
  },
  {
    title: "The official rules, checked",
    text: "Every service page names its official sources and the date we last checked them. Rules change often; we check again before you apply.",
  },
  {
    title: "Clear fees, in writing",
    text: "Our consultancy fee is agreed in a written service agreement. Government fees, medicals, biometrics and translations are separate and paid to those bodies.",
  },
  {
    title: "Your data, protected",
    text: "Passports and personal documents are kept in a private client portal. Only you, your case agent and our administrators can open them, and every access is recorded.",
  },
];

// The firm's words need no database; without one the page is served without the team.
export async function loader() {
  const team = await publishedTeam().catch((error: Error) => {
    console.error("[about] team read failed:", error.message);
    return [];
  });
  return { team };
}

export default function About() {
  const brand = useBrand();
  const firm = useFirmStatement();
  const { team } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        title={`About ${brand.name}`}
        lead={`We are an immigration consultancy based in India, and part of ${withFullStop(brand.parent)} We help people study, work, visit and settle in Australia, Canada, the United Kingdom, the United States and Europe: we assess which routes fit, prepare complete applications with our clients, and stay with them until a decision and beyond.`}
        picture={ILLUSTRATIONS.team}
      />
      <section className="container-page py-12" aria-labelledby="how-heading">
        <SectionHeading id="how-heading" title="How we work" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {PRINCIPLES.map((p) => (
            <li key={p.title} className="rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <TeamSection team={team} />
      <section className="bg-slate-50 py-12" aria-labelledby="promise-heading">
        <div className="container-page max-w-3xl">
          <SectionHeading id="promise-heading" title="What we can and cannot promise" />
          <div className="mt-6 space-y-4 text-slate-700">
            <p>
              Visa decisions are made only by the government, embassy or authority concerned. No consultant, lawyer or agent can guarantee a
              visa, a job offer or an admission, and anyone who does is a warning sign.
            </p>
            <p>
              What we promise is careful, accurate advice based on the official rules, a complete and truthful application, and clear
              communication at every step. Where the law of a country requires a licensed or registered adviser for a particular service, we
              tell you so, and you can check any adviser on the official public register.
            </p>
            <FirmStatement firm={firm} className="space-y-2" />
            <p>
              Read more in our{" "}
              <Link to="/terms-and-conditions" className="text-brand-700 underline">
                terms and conditions
              </Link>{" "}
              and{" "}
              <Link to="/privacy-policy" className="text-brand-700 underline">
                privacy policy
              </Link>
              .
            </p>
          </div>
        </div>
      </section>
      <CtaBanner title="Talk to us" text="A first call is free. Tell us your plans and we will give you a straight answer." />
    </>
  );
}
