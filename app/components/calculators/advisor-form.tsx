import { Form, useNavigation } from "@remix-run/react";
import { ConsentAndHoneypot } from "~/components/leads/enquiry-consent";
import { VisitOriginFields } from "~/components/leads/visit-origin-fields";
import type { VisitOrigin } from "~/lib/leads/visit-origin";
import { Field, FormAlert, TextAreaField } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import type { Answers } from "~/lib/calculators/engine";
import { CALCULATOR_CONSENT } from "~/lib/leads/enquiry-consent";

type Failure = { fieldErrors: Record<string, string[] | undefined>; formError?: string; values: Record<string, string> };

/**
 * "Send this to an advisor": the answers shown go with the visitor's details (the
 * server scores them again; it never takes a score from the browser).
 */
export function AdvisorForm({ answers, failure, origin }: { answers: Answers; failure?: Failure; origin: VisitOrigin }) {
  const busy = useNavigation().state === "submitting";
  const v = failure?.values ?? {};
  const e = failure?.fieldErrors ?? {};
  return (
    <section aria-labelledby="advisor-heading" className="min-w-0 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="advisor-heading" className="scroll-mt-24 text-lg font-semibold text-slate-900">
        Send this to an advisor
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A consultant reads your answers and replies within one working day with what they mean for you and what to do next. The first call
        is free.
      </p>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <FormAlert message={failure?.formError} />
        <OnceKey />
        <VisitOriginFields origin={origin} kept={failure ? v : undefined} />
        {Object.entries(answers).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* One field a row: the form sits in a narrow column beside the score on a desktop, so two
            side by side wrapped the phone's label onto two lines and set its box lower than the e-mail's. */}
        <Field label="Your name" name="name" autoComplete="name" required defaultValue={v.name} errors={e.name} />
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
        <TextAreaField label="Anything else we should know (optional)" name="note" rows={3} defaultValue={v.note} errors={e.note} />
        <ConsentAndHoneypot text={CALCULATOR_CONSENT} checked={v.consent === "on"} errors={e.consent} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Sending…" : "Send to an advisor"}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        Or{" "}
        <a href="/book" className="text-brand-700 underline">
          book a free consultation
        </a>{" "}
        at a time that suits you.
      </p>
    </section>
  );
}
