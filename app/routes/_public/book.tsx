import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { ConsentAndHoneypot } from "~/components/leads/enquiry-consent";
import { VisitOriginFields } from "~/components/leads/visit-origin-fields";
import { visitOriginOf } from "~/server/leads/visit-origin.server";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { PageHero } from "~/components/website/page-hero";
import { ILLUSTRATIONS } from "~/content/images";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import { SlotPages, SlotPicker } from "~/components/bookings/slot-picker";
import { serviceOptions } from "~/content/catalogue.server";
import { bookingSchema } from "~/lib/bookings/booking-schema";
import { QUESTIONNAIRE } from "~/lib/bookings/booking-questionnaire";
import { BOOKING_CONSENT } from "~/lib/leads/enquiry-consent";
import { COUNTRY_OPTIONS } from "~/lib/website/navigation";
import { pageMeta } from "~/lib/website/seo";
import { canonicalZone, isTimeZone } from "~/lib/website/settings";
import { slotDays, type SlotDay } from "~/lib/bookings/slot-times";
import { book, manageToken, openSlots, SlotTaken } from "~/server/bookings/bookings.server";
import { signedInClient } from "~/server/bookings/client-bookings.server";
import { formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { refuseFlood } from "~/server/leads/enquiry-limit.server";
import { firmTimeZoneSetting } from "~/server/website/settings.server";
import { billingSettings } from "~/server/billing/billing-settings.server";
import { formatMoney } from "~/lib/billing/money";
import { firstResult, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { zoneName } from "~/lib/ui/format";

// /book: a free consultation, booked by a visitor or a client (issue 21). Times show in
// the visitor's time zone (?tz=, filled in from the browser when it runs scripts) with
// the office's beside them. Works without JavaScript.

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a consultation",
    description: "Choose a time for a free first consultation with one of our advisers, in your own time zone.",
    path: "/book",
  });

// The free times change with every booking, and a signed-in client sees their own details: never kept by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const DAYS_PER_PAGE = 6;
/** The zones most of the firm's clients live in; the visitor's own is added when it is another. */
const ZONES = [
  "Asia/Kolkata",
  "Asia/Dubai",
  "Asia/Singapore",
  "Asia/Kathmandu",
  "Asia/Dhaka",
  "Asia/Karachi",
  "Asia/Colombo",
  "Africa/Lagos",
  "Africa/Nairobi",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Berlin",
  "Europe/Lisbon",
  "Europe/Stockholm",
  "America/Toronto",
  "America/Vancouver",
  "America/New_York",
  "America/Chicago",
  "America/Los_Angeles",
  "Australia/Sydney",
  "Australia/Melbourne",
  "Australia/Perth",
  "Pacific/Auckland",
  "UTC",
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const firmZone = await firmTimeZoneSetting();
  const asked = url.searchParams.get("tz") ?? "";
  const zone = isTimeZone(asked) ? canonicalZone(asked) : firmZone;
  const page = Math.min(Math.max(Math.trunc(Number(url.searchParams.get("page")) || 0), 0), 20);
  const days = slotDays(
    (await openSlots()).map((d) => d.toISOString()),
    zone,
    firmZone,
  );
  const services = serviceOptions();
  const topic = url.searchParams.get("topic") ?? "";
  const me = await signedInClient(request);
  const { consultationFeeMinor, rateBp } = await billingSettings();
  return {
    // What a consultation costs, with GST (issue 41): said before anyone books.
    fee: consultationFeeMinor
      ? { minor: consultationFeeMinor, withGst: consultationFeeMinor + Math.round((consultationFeeMinor * rateBp) / 10000) }
      : null,
    you: me ? { name: me.name, email: me.email, phone: me.phone } : null,
    zone,
    firmZone,
    zoneChosen: isTimeZone(asked),
    zones: [...new Set([firmZone, zone, ...ZONES])],
    days: days.slice(page * DAYS_PER_PAGE, (page + 1) * DAYS_PER_PAGE),
    page,
    more: days.length > (page + 1) * DAYS_PER_PAGE,
    services,
    topic: services.some((s) => s.value === topic) ? topic : "",
    formKey: newFormKey(),
    origin: visitOriginOf(request),
  };
}

type Failure = FormFailure & { next?: SlotDay[] };

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const parsed = parseFormData(formData, bookingSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const flood = await refuseFlood(request, parsed.formData);
  if (flood) return flood;
  const f = parsed.data;
  const me = await signedInClient(request); // a client's booking joins their record: from the session, never the form
  try {
    const booked = await book(
      {
        start: f.start,
        name: f.name,
        email: f.email,
        phone: f.phone,
        topic: f.topic,
        answers: { destination: f.destination, education: f.education, experience: f.experience, english: f.english, goal: f.goal },
        timeZone: f.tz,
        consentText: BOOKING_CONSENT,
        clientId: me?.id ?? null,
        origin: {
          landing_page: f.landing_page,
          referrer_host: f.referrer_host,
          utm_source: f.utm_source,
          utm_medium: f.utm_medium,
          utm_campaign: f.utm_campaign,
        },
      },
      submissionKey(parsed.formData, "booking"),
    );
    return redirectWithToast(`/bookings/${manageToken(booked.id)}`, {
      type: "success",
      title: "Your consultation is booked",
      description: `We sent the details and a calendar invitation to ${f.email}.`,
    });
  } catch (error) {
    if (error instanceof SlotTaken) {
      const next = slotDays(
        (await openSlots()).slice(0, 8).map((d) => d.toISOString()),
        f.tz,
        await firmTimeZoneSetting(),
      );
      return data<Failure>(
        {
          fieldErrors: { start: ["That time was just taken by someone else. Choose another: the next free times are below."] },
          values: formValues(parsed.formData),
          next,
        },
        { status: 409 },
      );
    }
    return redirectWithToast(firstResult(error, "/book"), { type: "success", title: "Your consultation is booked" }); // sent twice: the first booked it
  }
}

export default function Book() {
  const d = useLoaderData<typeof loader>();
  const failure = useActionData<Failure>();
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  // With scripts, times show in the browser's own zone unless the visitor chose one.
  useEffect(() => {
    const own = canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // A zone the visitor picked before the scripts ran stays theirs (decision 006).
    const picked = document.querySelector<HTMLSelectElement>('select[name="tz"]')?.value;
    if (!d.zoneChosen && own && own !== d.zone && (!picked || picked === d.zone))
      navigate(`?${new URLSearchParams({ tz: own, ...(d.topic ? { topic: d.topic } : {}) })}`, { replace: true, preventScrollReset: true });
  }, [d.zoneChosen, d.zone, d.topic, navigate]);
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  return (
    <>
      {failure ? (
        <div className="container-page max-w-4xl pt-6">
          <FormErrorSummary failure={failure} title="Your booking was not made" formId="booking-form" />
        </div>
      ) : null}
      <PageHero
        title={d.fee ? "Book a consultation" : "Book a free consultation"}
        lead={`A first consultation with one of our advisers, by video or phone. Choose a time, tell us a little about your plans, and we send you a calendar invitation.${d.fee ? ` It costs ${formatMoney(d.fee.minor, "INR")} plus GST (${formatMoney(d.fee.withGst, "INR")} in all), paid by UPI or bank transfer before the meeting; if you then engage us, it is deducted from our fee.` : ""} No outcome is promised in a consultation: we tell you honestly what your options are.`}
        picture={ILLUSTRATIONS.consultation}
      />
      <div className="container-page max-w-4xl pb-16">
        <Form method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
          {d.topic ? <input type="hidden" name="topic" value={d.topic} /> : null}
          <SelectField
            label="Show times in"
            name="tz"
            defaultValue={d.zone}
            options={d.zones.map((z) => ({ value: z, label: zoneName(z) }))}
          />
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
        {!d.days.length && !failure?.next && d.page === 0 ? (
          <p className="mt-6 rounded-lg border border-slate-200 p-5 text-slate-700" data-no-times>
            {"No free times in the coming weeks. "}
            <a href="/contact" className="font-semibold text-brand-700 underline">
              Write to us
            </a>
            {" and we will find one."}
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-6" noValidate id="booking-form">
            <FormAlert message={failure?.formError} />
            <OnceKey />
            <VisitOriginFields origin={d.origin} kept={failure ? v : undefined} />
            <input type="hidden" name="tz" value={d.zone} />
            <SlotPicker
              days={failure?.next ?? d.days}
              chosen={failure?.next ? undefined : v.start}
              errors={e.start}
              legend={failure?.next ? "The next free times" : "Choose a time"}
            />
            <SlotPages zone={d.zone} topic={d.topic} page={d.page} more={d.more} />
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-slate-900">About you</legend>
              <Field label="Your name" name="name" autoComplete="name" required defaultValue={v.name ?? d.you?.name} errors={e.name} />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="E-mail"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  defaultValue={v.email ?? d.you?.email}
                  errors={e.email}
                />
                <Field
                  label="Phone (with country code)"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+91 98765 43210"
                  defaultValue={v.phone ?? d.you?.phone}
                  errors={e.phone}
                />
              </div>
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-slate-900">Before the call</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label="What would you like to talk about?"
                  name="topic"
                  defaultValue={v.topic ?? d.topic}
                  options={[{ value: "", label: "Not sure yet" }, ...d.services]}
                  errors={e.topic}
                />
                <SelectField
                  label="Where would you like to go?"
                  name="destination"
                  defaultValue={v.destination ?? ""}
                  options={[{ value: "", label: "Not sure yet" }, ...COUNTRY_OPTIONS]}
                  errors={e.destination}
                />
                {(Object.keys(QUESTIONNAIRE) as (keyof typeof QUESTIONNAIRE)[]).map((key) => (
                  <SelectField
                    key={key}
                    label={QUESTIONNAIRE[key].label}
                    name={key}
                    defaultValue={v[key] ?? ""}
                    options={QUESTIONNAIRE[key].choices.map(([value, label]) => ({ value, label }))}
                    errors={e[key]}
                  />
                ))}
              </div>
              <TextAreaField
                label="Anything we should read before the call (optional)"
                name="goal"
                rows={3}
                defaultValue={v.goal}
                errors={e.goal}
              />
            </fieldset>
            <ConsentAndHoneypot text={BOOKING_CONSENT} checked={v.consent === "on"} errors={e.consent} />
            <button type="submit" className="btn-primary px-6 py-3 text-base" disabled={busy}>
              {busy ? "Booking…" : "Book this time"}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
