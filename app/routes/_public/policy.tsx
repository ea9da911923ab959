import { STATIC_PAGE } from "~/lib/http/route-handle";
import { PictureImage } from "~/components/website/site-image";
import { ILLUSTRATIONS } from "~/content/images";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LastReviewed } from "~/components/website/content-blocks";
import { getPolicy } from "~/content/catalogue.server";
import { fillPolicy } from "~/content/policy-text";
import { pageMeta } from "~/lib/website/seo";
import { getEnv } from "~/server/runtime/env.server";
import { getSettings } from "~/server/website/settings.server";

/** Nothing here needs React in the browser (see RouteHandle). */
export const handle = STATIC_PAGE;

// /privacy-policy, /terms-and-conditions and /cancellation-refund-policy: one template.
export async function loader({ request }: LoaderFunctionArgs) {
  const policy = getPolicy(new URL(request.url).pathname.slice(1));
  if (!policy) throw data(null, { status: 404 });
  const env = getEnv();
  return { policy: fillPolicy(policy, { brand: env.APP_NAME, company: env.PARENT_COMPANY, settings: await getSettings() }) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta(matches, { title: data.policy.title, description: data.policy.summary, path: `/${data.policy.slug}` }) : [];

export default function PolicyPage() {
  const { policy } = useLoaderData<typeof loader>();
  return (
    <article className="container-page max-w-3xl py-12">
      <div className="flex items-center gap-4">
        <PictureImage picture={{ ...ILLUSTRATIONS.documents, width: 96, height: 72 }} eager className="hidden shrink-0 sm:block" />
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{policy.title}</h1>
      </div>
      <p className="mt-3 text-lg text-slate-700">{policy.summary}</p>
      <div className="mt-3">
        <LastReviewed date={policy.lastReviewed} />
      </div>
      <nav aria-label="Contents" className="mt-8 rounded-lg border border-slate-200 p-4">
        <h2 className="font-semibold text-slate-900">Contents</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {policy.sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#section-${i + 1}`} className="text-brand-700 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((s, i) => (
        <section key={s.heading} id={`section-${i + 1}`} className="mt-10 scroll-mt-24 text-slate-700">
          <h2 className="text-2xl font-bold text-slate-900">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-4 leading-relaxed">
              {p}
            </p>
          ))}
          {s.list ? (
            <ul className="mt-4 list-disc space-y-2 pl-6">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

export { PublicErrorBoundary as ErrorBoundary } from "~/components/website/public-error";
