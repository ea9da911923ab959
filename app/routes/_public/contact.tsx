import { PageHero } from "~/components/website/page-hero";
import { ILLUSTRATIONS } from "~/content/images";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { ConsentAndHoneypot } from "~/components/leads/enquiry-consent";
import { VisitOriginFields } from "~/components/leads/visit-origin-fields";
import { visitOriginOf } from "~/server/leads/visit-origin.server";
import { CONTACT_CONSENT } from "~/lib/leads/enquiry-consent";
import { getTopic, serviceOptions } from "~/content/catalogue.server";
import { enquirySchema } from "~/lib/leads/enquiry-schema";
import { COUNTRY_OPTIONS } from "~/lib/website/navigation";
import { pageMeta } from "~/lib/website/seo";
import { createEnquiry } from "~/server/leads/enquiries.server";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { OnceKey } from "~/components/ui/once-key";
import { useResetOnSuccess } from "~/lib/ui/use-reset-on-success";
import { refuseFlood } from "~/server/leads/enquiry-limit.server";
import { formError, formFailure, parseForm } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { getSettings } from "~/server/website/settings.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact us",
    description: "Tell us about your plans. We reply within one working day with your options and next steps.",
    path: "/contact",
  });

// The form carries the page the visitor came from and where the visit began (the Referer): a cache keeps one copy per page.
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(retryAfterHeaders(args));
  headers.set("Vary", "Referer");
  return headers;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("service") ?? "";
  const services = serviceOptions();
  // A link from a topic page (e.g. /services/study-abroad) pre-selects that topic too.
  const topic = getTopic(requested);
  if (topic) services.unshift({ value: requested, label: topic.title });
  const settings = await getSettings();
  return {
    sourcePage: sourcePage(request),
    origin: visitOriginOf(request),
    formKey: newFormKey(),
    services,
    preselected: services.some((s) => s.value === requested) ? requested : "",
    sent: url.searchParams.get("sent") === "1",
    contact: settings.contact_info,
  };
}

/** The page of this site the visitor came from (?from=, or the Referer), as a path; "" when unknown. */
function sourcePage(request: Request) {
  const url = new URL(request.url);
  const candidate = url.searchParams.get("from") ?? request.headers.get("Referer") ?? "";
  try {
    const from = new URL(candidate, url.origin);
    if (from.origin !== url.origin || from.pathname === "/contact") return "";
    return `${from.pathname}${from.search}`.slice(0, 300);
  } catch {
    return "";
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = await parseForm(request, enquirySchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const flood = await refuseFlood(request, parsed.formData);
  if (flood) return flood;
  try {
    await createEnquiry(parsed.data, submissionKey(parsed.formData, "enquiry"));
  } catch (error) {
    // Sent twice (a double click): the first is stored, and the thanks are the same.
    if (!(error instanceof AlreadySubmitted)) {
      console.error("[contact] could not store enquiry:", (error as Error).message);
      return formError(
        parsed.formData,
        "We could not send your enquiry just now. Your message is still below: please try again in a minute, or call or e-mail us.",
        503,
      );
    }
  }
  return redirectWithToast("/contact?sent=1", {
    type: "success",
    title: "Thank you, we received your enquiry.",
    description: "We reply within one working day.",
  });
}

export default function Contact() {
  const { services, preselected, sent, contact, sourcePage, origin } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state === "submitting";
  const formRef = useResetOnSuccess("enquiry");
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  return (
    <>
      <PageHero
        title="Contact us"
        lead="Tell us where you want to go and a little about yourself. We reply within one working day, and the first call is free."
        picture={ILLUSTRATIONS.consultation}
      />
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_20rem]">
        <div className="max-w-2xl">
          {sent && !failure ? (
            <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-5 text-green-900">
              <h2 className="text-lg font-semibold">Thank you, we received your enquiry.</h2>
              <p className="mt-1">A consultant will reply within one working day. You can send another message below.</p>
            </div>
          ) : null}
          <Form ref={formRef} method="post" className="mt-6 space-y-5" noValidate>
            <FormAlert message={failure?.formError} />
            <input type="hidden" name="source_page" value={v.source_page ?? sourcePage} />
            <VisitOriginFields origin={origin} kept={failure ? v : undefined} />
            <OnceKey />
            <input type="hidden" name="intent" value="enquiry" />
            <Field label="Your name" name="name" autoComplete="name" required defaultValue={v.name} errors={e.name} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={v.email} errors={e.email} />
              <Field
                label="Phone (with country code)"
                name="phone"
                type="tel"
                autoComplete="tel"
                placeholder="+91 98765 43210"
                defaultValue={v.phone}
                errors={e.phone}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label="Destination"
                name="destination_country"
                defaultValue={v.destination_country ?? ""}
                options={[{ value: "", label: "Not sure yet" }, ...COUNTRY_OPTIONS]}
                errors={e.destination_country}
              />
              <SelectField
                label="Service"
                name="service_slug"
                defaultValue={v.service_slug ?? preselected}
                options={[{ value: "", label: "Not sure yet" }, ...services]}
                errors={e.service_slug}
              />
            </div>
            <TextAreaField
              label="Your plans"
              name="message"
              rows={6}
              required
              placeholder="For example: I am a software engineer with 5 years' experience and IELTS 7.5, looking at Canada or Australia."
              defaultValue={v.message}
              errors={e.message}
            />
            <ConsentAndHoneypot text={CONTACT_CONSENT} checked={v.consent === "on"} errors={e.consent} />
            <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={busy}>
              {busy ? "Sending…" : "Send enquiry"}
            </button>
          </Form>
        </div>
        <aside className="lg:pt-6" aria-labelledby="reach-heading">
          <div className="rounded-lg border border-slate-200 p-5">
            <h2 id="reach-heading" className="font-semibold text-slate-900">
              Other ways to reach us
            </h2>
            <address className="mt-3 space-y-2 text-sm not-italic text-slate-700">
              {contact.address ? <p>{contact.address}</p> : null}
              {contact.phone ? (
                <p>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
                    {contact.phone}
                  </a>
                </p>
              ) : null}
              {contact.email ? (
                <p>
                  <a href={`mailto:${contact.email}`} className="text-brand-700 underline">
                    {contact.email}
                  </a>
                </p>
              ) : null}
            </address>
            <p className="mt-4 text-sm text-slate-600">Monday to Saturday, 10:00 to 18:00 India time.</p>
          </div>
        </aside>
      </div>
    </>
  );
}
