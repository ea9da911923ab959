import { Form } from "@remix-run/react";
import { CheckboxField, TextAreaField } from "~/components/ui/forms";
import type { FormFailure } from "~/lib/http/form-failure";

/**
 * Cancelling a consultation from its link: a box to tick ("Yes, cancel it", so one stray tap
 * cancels nothing; it works without JavaScript) and a reason, optional, which its host is told.
 */
export function CancelBooking({ failure }: { failure?: FormFailure }) {
  const mine = failure?.values?.intent === "cancel";
  const e = mine ? failure.fieldErrors : {};
  return (
    <Form method="post" className="mt-8 space-y-4 rounded-lg border border-slate-200 p-5" noValidate id="cancel">
      <h2 className="text-lg font-semibold text-slate-900">Cancel it</h2>
      <input type="hidden" name="intent" value="cancel" />
      <TextAreaField
        label="Why are you cancelling? (optional; your adviser sees it)"
        name="reason"
        rows={2}
        maxLength={500}
        defaultValue={mine ? failure.values.reason : ""}
        errors={e.reason}
      />
      <CheckboxField label="Yes, cancel my consultation" name="confirm" errors={e.confirm} />
      <button type="submit" className="btn-secondary">
        Cancel my consultation
      </button>
    </Form>
  );
}
