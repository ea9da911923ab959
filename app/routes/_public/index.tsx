import { STATIC_PAGE } from "~/lib/http/route-handle";
import { videoLinks } from "~/lib/website/video";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CtaBanner, SectionHeading, ServiceCardView } from "~/components/website/cards";
import { PostCardView } from "~/components/website/post-card";
import { StoryCard } from "~/components/website/story-card";
import { TestimonialCard } from "~/components/website/testimonial-card";
import { getService, serviceCard } from "~/content/catalogue.server";
import { HERO } from "~/content/images";
import { NAV_COUNTRIES } from "~/lib/website/navigation";
import { jsonLd, pageMeta } from "~/lib/website/seo";
import { useBrand } from "~/root";
import { homeContent } from "~/server/website/home.server";
import { getSettings } from "~/server/website/settings.server";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

const FEATURED = [
  "canada-permanent-residency",
  "australia-permanent-residency",
  "uk-skilled-worker-visa",
  "germany-opportunity-card",
  "study-in-canada",
  "usa-b1b2-visa",
];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Visas, permanent residency and study abroad, step by step",
    description:
      "Honest advice and application support for work, study, visitor and permanent residence visas for Australia, Canada, the UK, the USA and Europe.",
    path: "/",
  });

export async function loader() {
  const [content, settings] = await Promise.all([homeContent(), getSettings()]);
  const services = FEATURED.map((slug) => getService(slug))
    .filter((s) => s !== undefined)
    .map(serviceCard);
  const testimonials = content.testimonials.map((t) => ({ ...t, video: videoLinks(t.video_url) }));
  return { ...content, testimonials, services, contact: settings.contact_info };
}

const STEPS = [
  {
    title: "Free first call",
    text: "Tell us your goal, education, work and family situation. We tell you which routes fit, and which do not.",
  },
  { title: "Written assessment", text: "A plain-language report: eligibility against the official rules, costs, timelines and risks." },
  { title: "Documents", text: "A checklist for your route. We review every document before anything is lodged." },
  { title: "Application", text: "We prepare the forms with you; you check and sign. Government fees are paid directly to the government." },
  { title: "Decision and arrival", text: "We track the case, answer requests for information and help you plan your first weeks." },
];

export default function Home() {
  const { services, testimonials, stories, posts, contact } = useLoaderData<typeof loader>();
  const brand = useBrand();
  const business = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: brand.name,
    parentOrganization: brand.parent,
    description: "Immigration and visa advice and application support.",
    areaServed: "Worldwide",
    telephone: contact.phone || undefined,
    email: contact.email || undefined,
    address: contact.address
      ? { "@type": "PostalAddress", streetAddress: contact.address, addressLocality: "Pune", addressCountry: "IN" }
      : undefined,
  };
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(business) }} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[1fr_28rem]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Work · Study · Visit · Settle</p>
            <h1 className="mt-2 max-w-3xl text-4xl font-bold leading-tight text-slate-900 sm:text-5xl">
              Move abroad with a clear plan, not guesswork.
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-700">
              Australia, Canada, the UK, the USA and Europe. We check your options against the official rules, tell you honestly what your
              chances depend on, and guide you through every step.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/book" className="btn-accent px-6 py-3 text-base" data-book-cta>
                Book a consultation
              </Link>
              <Link to="/contact" className="btn-secondary px-6 py-3 text-base">
                Get Started
              </Link>
              <Link to="/services" className="btn-secondary px-6 py-3 text-base">
                Explore services
              </Link>
            </div>
            <p className="mt-6 max-w-2xl text-sm text-slate-600">
              No one can guarantee a visa: governments decide. What we promise is accurate advice and a complete application.
            </p>
          </div>
          <img
            src={HERO.src}
            alt={HERO.alt}
            width={HERO.width}
            height={HERO.height}
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="services-heading">
        <SectionHeading
          id="services-heading"
          eyebrow="Services"
          title="Where do you want to go?"
          lead="Popular routes our clients ask about."
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <li key={s.slug}>
              <ServiceCardView service={s} />
            </li>
          ))}
        </ul>
        <Link to="/services" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          See all 30 services →
        </Link>
      </section>

      <section className="bg-slate-50 py-14" aria-labelledby="countries-heading">
        <div className="container-page">
          <SectionHeading id="countries-heading" eyebrow="Countries" title="Destinations we cover" />
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {NAV_COUNTRIES.map((c) => (
              <li key={c.to}>
                <Link
                  to={c.to}
                  className="flex items-center justify-center gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-center font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  <img
                    src={`/images/flags/${c.to.replace("/countries/", "")}.svg`}
                    alt=""
                    width={24}
                    height={18}
                    loading="lazy"
                    className="rounded-sm ring-1 ring-slate-200"
                  />
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="process-heading">
        <SectionHeading id="process-heading" eyebrow="How it works" title="Five steps, in writing, at your pace" />
        <ol className="mt-8 grid gap-4 md:grid-cols-5">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-5">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {testimonials.length ? (
        <section className="bg-slate-50 py-14" aria-labelledby="testimonials-heading">
          <div className="container-page">
            <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What clients say" />
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {testimonials.map((t) => (
                <li key={t.id}>
                  <TestimonialCard t={t} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {stories.length ? (
        <section className="container-page py-14" aria-labelledby="stories-heading">
          <SectionHeading
            id="stories-heading"
            eyebrow="Success stories"
            title="Recent visa grants"
            lead="Shared with each client's consent."
          />
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {stories.map((s) => (
              <li key={s.id}>
                <StoryCard story={s} />
              </li>
            ))}
          </ul>
          <Link to="/visa-success-gallery" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
            See the success gallery →
          </Link>
        </section>
      ) : null}

      {posts.length ? (
        <section className="bg-slate-50 py-14" aria-labelledby="blog-heading">
          <div className="container-page">
            <SectionHeading id="blog-heading" eyebrow="Blog" title="Latest guides and rule changes" />
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {posts.map((p) => (
                <li key={p.slug}>
                  <PostCardView post={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <CtaBanner
        title="Not sure which visa fits you?"
        text="Tell us about yourself. We reply within one working day with your options and next steps."
      />
    </>
  );
}
