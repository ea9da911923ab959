import { Form } from "@remix-run/react";
import { FEE_ROWS, INSTALMENT_ROWS } from "~/lib/billing/agreement-form";
import { CURRENCIES, amountForField } from "~/lib/billing/amounts";
import type { Fee } from "~/lib/billing/agreement-render";
import type { FormFailure } from "~/lib/http/form-failure";
import { Field, FormAlert, SelectField } from "../ui/forms";
import { OnceKey } from "../ui/once-key";

// Drawing up a version of the agreement (issues 22 and 41): the form starts from the last
// version's fees and instalments; "Preview" shows the exact text the client will read,
// and only from there is it sent — with the preview's SHA-256, so a text that came out
// different (a template edited meanwhile) is refused rather than sent unseen.

/** The action's answer to a preview: the form's values and the text it would send. */
export type PreviewFailure = FormFailure & { preview?: { html: string; sha256: string } };

type Last = { currency: string; fees: Fee[]; instalments: { label: string; amount_minor: number; due: string }[] } | undefined;
type Data = { templates: { id: string; title: string }[]; versions: Last[] };

export function AgreementDraft({ data, failure }: { data: Data; failure: PreviewFailure | null }) {
  const preview = failure?.preview;
  return (
    <>
      {preview ? <Preview failure={failure!} preview={preview} /> : null}
      <details className="mt-4" open={!data.versions.length || Boolean(failure)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          {preview ? "Change it…" : data.versions.length ? "Draw up a new version…" : "Draw up the agreement…"}
        </summary>
        <DraftForm data={data} failure={failure} />
      </details>
    </>
  );
}

function Preview({ failure, preview }: { failure: FormFailure; preview: { html: string; sha256: string } }) {
  return (
    <section className="mt-4 rounded border border-brand-200 bg-brand-50 p-3" aria-labelledby="preview-h" data-preview-sha={preview.sha256}>
      <h3 id="preview-h" className="text-sm font-semibold text-slate-900">
        Preview: the text the client will read and sign
      </h3>
      <article
        className="prose prose-sm mt-2 max-h-[32rem] max-w-none overflow-y-auto rounded bg-white p-3"
        dangerouslySetInnerHTML={{ __html: preview.html }}
      />
      <Form method="post" action="#agreement" className="mt-3">
        {Object.entries(failure.values)
          .filter(([name]) => name !== "intent" && name !== "formKey")
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <input type="hidden" name="intent" value="agreement-draft" />
        <input type="hidden" name="previewSha" value={preview.sha256} />
        <OnceKey />
        <button type="submit" className="btn-primary">
          Send to the client to sign
        </button>
      </Form>
    </section>
  );
}

function DraftForm({ data, failure }: { data: Data; failure: FormFailure | null }) {
  const v = (name: string, fallback = "") => failure?.values[name] ?? fallback;
  const e = (name: string) => failure?.fieldErrors[name];
  const last = data.versions[0];
  return (
    <Form method="post" action="#agreement" className="mt-3 space-y-3" noValidate>
      <input type="hidden" name="intent" value="agreement-preview" />
      <FormAlert message={failure?.formError} />
      <SelectField
        label="Template"
        name="templateId"
        defaultValue={v("templateId", data.templates[0]?.id)}
        errors={e("templateId")}
        options={data.templates.map((t) => ({ value: t.id, label: t.title }))}
      />
      <SelectField
        label="Currency"
        name="currency"
        defaultValue={v("currency", last?.currency ?? "INR")}
        errors={e("currency")}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Fees</legend>
        {Array.from({ length: FEE_ROWS }, (_, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_8rem]">
            <Field
              label={`Fee ${i + 1}: what for`}
              name={`fee${i + 1}Description`}
              defaultValue={v(`fee${i + 1}Description`, last?.fees[i]?.description ?? "")}
              errors={e(`fee${i + 1}Description`)}
            />
            <Field
              label={`Fee ${i + 1}: amount`}
              name={`fee${i + 1}Amount`}
              inputMode="decimal"
              defaultValue={v(`fee${i + 1}Amount`, last?.fees[i] ? amountForField(last.fees[i].amountMinor) : "")}
              errors={e(`fee${i + 1}Amount`)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Instalments (optional; they add up to the total)</legend>
        {Array.from({ length: INSTALMENT_ROWS }, (_, i) => {
          const was = last?.instalments[i];
          return (
            <div key={i} className="grid gap-2 sm:grid-cols-3">
              <Field
                label={`Instalment ${i + 1}`}
                name={`inst${i + 1}Label`}
                defaultValue={v(`inst${i + 1}Label`, was?.label ?? "")}
                errors={e(`inst${i + 1}Label`)}
              />
              <Field
                label={`Instalment ${i + 1}: amount`}
                name={`inst${i + 1}Amount`}
                inputMode="decimal"
                defaultValue={v(`inst${i + 1}Amount`, was ? amountForField(was.amount_minor) : "")}
                errors={e(`inst${i + 1}Amount`)}
              />
              <Field
                label={`Instalment ${i + 1}: due`}
                name={`inst${i + 1}Due`}
                defaultValue={v(`inst${i + 1}Due`, was?.due ?? "")}
                errors={e(`inst${i + 1}Due`)}
              />
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="btn-secondary">
        Preview the agreement
      </button>
    </Form>
  );
}
