import { Form, useNavigation } from "@remix-run/react";
import { FormAlert, TextAreaField } from "~/components/ui/forms";
import { OnceKey } from "~/components/ui/once-key";
import type { FormFailure } from "~/lib/http/form-failure";
import { useResetOnSuccess } from "~/lib/ui/use-reset-on-success";

/** The form that writes to a thread (its page and the inbox): the text and an optional file. */
export function MessageForm({
  label,
  failure,
  defaultBody = "",
  action,
}: {
  label: string;
  failure?: FormFailure;
  defaultBody?: string;
  action?: string;
}) {
  const busy = useNavigation().state === "submitting";
  const formRef = useResetOnSuccess("send");
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      className="mt-6 space-y-4 rounded-lg bg-white p-5 shadow-sm"
      noValidate
    >
      <input type="hidden" name="intent" value="send" />
      <OnceKey />
      <FormAlert message={failure?.formError} />
      {/* Keyed by the filled-in text, so that choosing a saved reply fills it with JavaScript too. */}
      <TextAreaField
        key={defaultBody}
        label={label}
        name="body"
        rows={4}
        defaultValue={failure?.values.body ?? defaultBody}
        errors={failure?.fieldErrors.body}
      />
      <div>
        <label htmlFor="message-file" className="label">
          Attach a file (optional: PDF, JPEG or PNG, up to 10 MB)
        </label>
        <input
          id="message-file"
          name="file"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          className="mt-1 block text-sm"
          aria-describedby={failure?.fieldErrors.file ? "message-file-error" : undefined}
        />
        {failure?.fieldErrors.file ? (
          <p id="message-file-error" className="mt-1 text-sm text-red-700">
            {failure.fieldErrors.file[0]}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Sending…" : "Send message"}
      </button>
    </Form>
  );
}
