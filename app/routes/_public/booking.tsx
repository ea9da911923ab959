import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { SlotPicker } from "~/components/bookings/slot-picker";
import { CancelBooking } from "~/components/bookings/cancel-booking";
import { slotDays, whenIn, type SlotDay } from "~/lib/bookings/slot-times";
import { cancelBooking, getBooking, moveBooking, openSlots, readManageToken, SlotTaken } from "~/server/bookings/bookings.server";
import { formFailure, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { firmTimeZoneSetting } from "~/server/website/settings.server";
import { canonicalZone } from "~/lib/website/settings";
import { bookingInvoiceId } from "~/server/billing/consultation-invoices.server";
import { invoicePage } from "~/server/billing/invoice-page.server";
import { PayInvoice } from "~/components/billing/pay-invoice";
import { TaxInvoice } from "~/components/billing/tax-invoice";
import { INVOICE_STATUS_LABELS } from "~/lib/billing/labels";
import { formatMoney } from "~/lib/billing/money";
import { redirectWithToast } from "~/server/http/toast.server";

// /bookings/<signed token>: the link in a booking's e-mails. Whoever has it can see the
// booking, move it to another free time or cancel it, signed out (issue 21). Once the
// meeting has ended the link shows nothing of it any more, only that it has passed.

export const meta: MetaFunction = () => [{ title: "Your consultation" }, { name: "robots", content: "noindex" }];
// A person's booking: never kept by a cache, and its address never sent to another site as a Referer
// ("no-referrer" would also blank the Origin of its own forms, which the front door refuses).
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

async function bookingOf(token: string | undefined) {
  const id = readManageToken(token ?? "");
  const booking = id ? await getBooking(id) : undefined;
  if (!booking) throw data(null, { status: 404 });
  return booking;
}

/** A meeting that has ended (held or not attended): its link stops working (a cancelled one shows as cancelled, as before). */
const hasPassed = (b: { status: string; ends_at: Date }) => b.status !== "cancelled" && new Date(b.ends_at) <= new Date();
const PASSED = { passed: true } as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const b = await bookingOf(params.token);
  if (hasPassed(b)) return data(PASSED, { status: 410 });
  const firmZone = await firmTimeZoneSetting();
  const upcoming = b.status === "confirmed" && new Date(b.starts_at) > new Date();
  // A paid consultation: its invoice, payable by UPI before the meeting (issue 41).
  const billed = await bookingInvoiceId(b.id);
  const fee = billed ? await invoicePage(billed.id, null) : null;
  return {
    fee: fee ? { code: fee.invoice.code, status: fee.invoice.status, currency: fee.invoice.currency, view: fee.view, qr: fee.qr } : null,
    name: b.name,
    status: b.status,
    upcoming,
    when: whenIn(new Date(b.starts_at).toISOString(), b.time_zone),
    firmWhen: canonicalZone(b.time_zone) === firmZone ? null : whenIn(new Date(b.starts_at).toISOString(), firmZone),
    videoLink: b.video_link,
    host: b.host_name,
    minutes: Math.round((new Date(b.ends_at).getTime() - new Date(b.starts_at).getTime()) / 60_000),
    phone: b.phone,
    days: upcoming
      ? slotDays(
          (await openSlots(new Date(), b.host_id)).slice(0, 40).map((d) => d.toISOString()),
          b.time_zone,
          firmZone,
        )
      : [],
  };
}

const schema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("cancel"),
    confirm: z.literal("on", { errorMap: () => ({ message: "Tick “Yes, cancel my consultation” to cancel it" }) }),
    reason: z.string().trim().max(500, "Keep the reason under 500 characters").default(""),
  }),
  z.object({
    intent: z.literal("move"),
    start: z.string({ required_error: "Choose a time" }).refine((v) => !Number.isNaN(Date.parse(v)), "Choose a time from the list"),
  }),
]);

export async function action({ request, params }: ActionFunctionArgs) {
  const b = await bookingOf(params.token);
  if (hasPassed(b)) return data(PASSED, { status: 410 });
  const formData = await request.formData().catch(() => new FormData());
  const parsed = parseFormData(formData, schema);
  if (!parsed.ok) return formFailure(parsed.failure);
  const here = new URL(request.url).pathname;
  if (parsed.data.intent === "cancel") {
    const done = await cancelBooking(b.id, parsed.data.reason);
    return redirectWithToast(
      here,
      done
        ? { type: "success", title: "Your consultation is cancelled", description: "We sent you a confirmation." }
        : { type: "info", title: "It was already cancelled" },
    );
  }
  try {
    const moved = await moveBooking(b.id, new Date(parsed.data.start));
    if (!moved)
      return formFailure(
        { fieldErrors: {}, formError: "This consultation is cancelled, so it cannot be moved. Book a new one instead.", values: {} },
        409,
      );
  } catch (error) {
    if (!(error instanceof SlotTaken)) throw error;
    const firmZone = await firmTimeZoneSetting();
    const next = slotDays(
      (await openSlots(new Date(), b.host_id)).slice(0, 8).map((d) => d.toISOString()),
      b.time_zone,
      firmZone,
    );
    return data<FormFailure & { next: SlotDay[] }>(
      { fieldErrors: { start: ["That time was just taken. Choose another: the next free times are below."] }, values: {}, next },
      { status: 409 },
    );
  }
  return redirectWithToast(here, {
    type: "success",
    title: "Your consultation has a new time",
    description: "We sent you an updated calendar invitation.",
  });
}

export default function Booking() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure & { next?: SlotDay[] }>();
  if ("passed" in page) {
    return (
      <div className="container-page max-w-3xl py-10">
        <h1 className="text-3xl font-bold text-slate-900">This consultation has passed</h1>
        <p className="mt-4 text-slate-700">
          The meeting this link was for is over, so the link no longer opens it. To talk to us again, book a new consultation: the
          confirmation e-mail brings a new link.
        </p>
        <p className="mt-6">
          <Link to="/book" className="btn-primary">
            Book a consultation
          </Link>
        </p>
      </div>
    );
  }
  const b = page;
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">Your consultation</h1>
      <div className="mt-4">
        {failure?.values?.intent === "cancel" ? (
          <FormErrorSummary failure={failure} title="Your consultation was not cancelled" formId="cancel" />
        ) : (
          <FormErrorSummary failure={failure} title="Your consultation was not moved" formId="move" />
        )}
      </div>
      <div className="mt-4 rounded-lg border border-slate-200 p-5">
        <p className="text-lg font-semibold text-slate-900">{b.status === "cancelled" ? `Cancelled: ${b.when}` : b.when}</p>
        {b.firmWhen ? <p className="text-sm text-slate-600">{`${b.firmWhen} at our office`}</p> : null}
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">With</dt>
          <dd>{b.host}</dd>
          <dt className="font-medium">Length</dt>
          <dd>{`${b.minutes} minutes`}</dd>
          <dt className="font-medium">How</dt>
          <dd data-booking-how>
            {b.videoLink
              ? "By video call (the link is below)"
              : `By phone${b.phone ? ` on ${b.phone}` : ""} or video call: we send you a video link before the meeting`}
          </dd>
        </dl>
        {b.fee ? (
          <p className="mt-2 text-sm text-slate-700" data-consultation-fee={b.fee.status}>
            {`Consultation fee: ${formatMoney(Number(b.fee.view.sums.find((x) => x.label === "Invoice total")?.minor ?? 0), b.fee.currency)} (invoice ${b.fee.code}) — ${INVOICE_STATUS_LABELS[b.fee.status] ?? b.fee.status}`}
          </p>
        ) : null}
        {b.status === "confirmed" && b.videoLink ? (
          <p className="mt-2">
            <a href={b.videoLink} className="text-brand-700 underline" rel="noopener noreferrer">
              Join the video call
            </a>
          </p>
        ) : null}
      </div>
      {b.fee?.view.pay && b.status === "confirmed" ? (
        <div className="mt-4">
          <PayInvoice pay={b.fee.view.pay} qr={b.fee.qr} owed={formatMoney(b.fee.view.owedMinor, b.fee.currency)} />
          <p className="mt-2 text-sm text-slate-700">
            Please pay before the meeting. We confirm your payment from our bank statement and e-mail you the receipt. If you cancel at
            least 24 hours before the meeting, we refund the fee in full (our refund policy).
          </p>
        </div>
      ) : null}
      {b.fee ? (
        <details className="mt-4 rounded-lg border border-slate-200 p-5">
          <summary className="cursor-pointer font-semibold text-brand-700">{`The invoice (${b.fee.code})`}</summary>
          <div className="mt-3">
            <TaxInvoice view={b.fee.view} />
          </div>
        </details>
      ) : null}
      {b.upcoming ? (
        <>
          <Form method="post" className="mt-8 space-y-4" noValidate id="move">
            <input type="hidden" name="intent" value="move" />
            <SlotPicker days={failure?.next ?? b.days} errors={failure?.fieldErrors.start} legend="Move it to another time" />
            <button type="submit" className="btn-primary">
              Move my consultation
            </button>
          </Form>
          <CancelBooking failure={failure} />
        </>
      ) : (
        <p className="mt-6">
          <Link to="/book" className="text-brand-700 underline">
            Book a consultation
          </Link>
        </p>
      )}
    </div>
  );
}
