import { STATIC_PAGE } from "~/lib/http/route-handle";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CtaBanner, ServiceCardView } from "~/components/website/cards";
import {
  Advisers,
  Block,
  CheckedSource,
  Checklist,
  Disclaimer,
  Faqs,
  FigureSources,
  LastReviewed,
  SourceList,
} from "~/components/website/content-blocks";
import { getCountry, getService, getTopic, serviceCard } from "~/content/catalogue.server";
import { reviewedOn } from "~/content/figures";
import { PageHero } from "~/components/website/page-hero";
import { PictureImage } from "~/components/website/site-image";
import { flagOf, pictureOf } from "~/content/images";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import { pageMeta } from "~/lib/website/seo";
import { CALCULATORS } from "~/content/calculators";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const service = getService(slug);
  if (service) {
    const related = service.related
      .map((s) => getService(s))
      .filter((s) => s !== undefined)
      .map(serviceCard);
    const advisers = service.country ? (getCountry(service.country)?.advisers ?? null) : null;
    const flag = service.country ? flagOf(service.country, 40) : null;
    const calculator = CALCULATORS.find((c) => c.service === service.slug);
    return {
      kind: "service" as const,
      service,
      related,
      advisers,
      flag,
      reviewed: reviewedOn(service),
      calculator: calculator ? { slug: calculator.slug, title: calculator.title } : null,
    };
  }
  // A topic of the menus (study abroad, work permits, visitor visas); anything else is not a page.
  const topic = getTopic(slug);
  if (!topic) throw data(null, { status: 404 });
  return {
    kind: "generic" as const,
    slug,
    title: topic.title,
    summary: topic.summary,
    category: topic.categories[0],
    matches: topic.services.map(serviceCard),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Page not found" }];
  if (data.kind === "generic") {
    return pageMeta(matches, {
      title: data.title,
      description: data.summary,
      path: `/services/${data.slug}`,
    });
  }
  return pageMeta(matches, { title: data.service.title, description: data.service.summary, path: `/services/${data.service.slug}` });
};

export default function ServicePage() {
  const d = useLoaderData<typeof loader>();
  return d.kind === "service" ? <ServiceDetail {...d} /> : <GenericService {...d} />;
}

type Detail = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "service" }>;

function ServiceDetail({ service: s, related, advisers, flag, reviewed, calculator }: Detail) {
  const contactLink = `/contact?service=${s.slug}`;
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-8 py-12 md:grid-cols-[1fr_16rem] lg:grid-cols-[1fr_20rem]">
          <div>
            <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
              <Link to="/services" className="hover:underline">
                Services
              </Link>
              {s.country ? (
                <>
                  {" / "}
                  <Link to={`/countries/${s.country}`} className="hover:underline">
                    {COUNTRY_NAMES[s.country] ?? s.country}
                  </Link>
                </>
              ) : null}
            </nav>
            <div className="mt-2 flex items-center gap-3">
              {flag ? <PictureImage picture={flag} eager className="shrink-0 rounded ring-1 ring-slate-200" /> : null}
              <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{s.title}</h1>
            </div>
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{s.summary}</p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <Link to={contactLink} className="btn-accent px-6 py-3 text-base">
                Ask about this visa
              </Link>
              {calculator ? (
                <Link to={`/calculators/${calculator.slug}`} className="btn-secondary px-6 py-3 text-base">
                  Check your points
                </Link>
              ) : null}
              <LastReviewed date={reviewed} />
            </div>
          </div>
          <PictureImage picture={pictureOf(s.category)} className="hidden h-auto w-full md:block" />
        </div>
      </header>

      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-3xl">
          <Block title="Who it suits" id="who">
            <div className="space-y-4">
              {s.whoItSuits.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </Block>
          <Block title="Eligibility" id="eligibility">
            <Checklist items={s.eligibility} />
          </Block>
          <Block title="The process, step by step" id="process">
            <ol className="space-y-4">
              {s.process.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    <p className="mt-1">{step.detail}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Block>
          <Block title="Documents checklist" id="documents">
            <Checklist items={s.documents} />
          </Block>
          <Block title="Time and cost" id="time-cost">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Typical processing time" fact={s.processingTime} />
              <Fact label="Government fee" fact={s.governmentFee} />
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              Government fees are paid to the government and are separate from our consultancy fees. Every figure on this page was checked
              against its official source on or after the date below.
            </p>
            <div className="mt-2">
              <LastReviewed date={reviewed} />
            </div>
          </Block>
          {s.recentChanges.length ? (
            <Block title="Recent changes" id="changes">
              <ul className="list-disc space-y-2 pl-5">
                {s.recentChanges.map((c) => (
                  <li key={c.text}>
                    {c.text}
                    <CheckedSource source={c.source} checked={c.checked} />
                  </li>
                ))}
              </ul>
            </Block>
          ) : null}
          <Block title="Frequently asked questions" id="faqs">
            <Faqs faqs={s.faqs} />
          </Block>
          {advisers ? (
            <Block title="Who may advise you for a fee" id="advisers">
              <Advisers advisers={advisers} />
            </Block>
          ) : null}
          <Block title="Official sources" id="sources">
            <SourceList sources={s.sources} />
            <FigureSources figures={s.figures} />
          </Block>
          <Disclaimer />
        </div>
        <aside className="lg:pt-10" aria-label="Related services">
          <div className="rounded-lg border border-slate-200 p-5 lg:sticky lg:top-24">
            <h2 className="font-semibold text-slate-900">Talk to us about this route</h2>
            <p className="mt-2 text-sm text-slate-600">Free first call. We reply within one working day.</p>
            <Link to={contactLink} className="btn-primary mt-4 w-full">
              Get Started
            </Link>
            <Link to={`/book?topic=${s.slug}`} className="btn-secondary mt-3 w-full">
              Book a consultation
            </Link>
            {calculator ? (
              <Link to={`/calculators/${calculator.slug}`} className="mt-3 block text-sm text-brand-700 underline">
                {calculator.title}
              </Link>
            ) : null}
          </div>
        </aside>
      </div>

      {related.length ? (
        <section className="bg-slate-50 py-12" aria-labelledby="related-heading">
          <div className="container-page">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              Related services
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((r) => (
                <li key={r.slug}>
                  <ServiceCardView service={r} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBanner
        title={`Thinking about the ${s.shortTitle}?`}
        text="Send us a few details and we will tell you honestly whether this route fits."
        to={contactLink}
      />
    </article>
  );
}

function Fact({ label, fact }: { label: string; fact: { text: string; source: { label: string; url: string }; checked: string } }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm font-semibold text-slate-900">{label}</dt>
      <dd className="mt-2 text-sm">
        {fact.text}
        <CheckedSource source={fact.source} checked={fact.checked} />
      </dd>
    </div>
  );
}

type Generic = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "generic" }>;

function GenericService({ title, summary, matches, slug, category }: Generic) {
  return (
    <>
      <PageHero
        title={title}
        lead={`${summary} Choose a route to read its rules, steps and documents, or ask us which fits you.`}
        picture={pictureOf(category)}
      >
        <Link to={`/contact?service=${slug}`} className="btn-accent mt-6 px-6 py-3 text-base">
          Get Started
        </Link>
      </PageHero>
      <div className="container-page pb-16">
        <h2 className="mt-8 text-2xl font-bold text-slate-900">The routes</h2>
        {matches.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {matches.map((m) => (
              <li key={m.slug}>
                <ServiceCardView service={m} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8">
            <Link to="/services" className="font-semibold text-brand-700 hover:underline">
              See all our services →
            </Link>
          </p>
        )}
        <Disclaimer />
      </div>
    </>
  );
}

export { PublicErrorBoundary as ErrorBoundary } from "~/components/website/public-error";
