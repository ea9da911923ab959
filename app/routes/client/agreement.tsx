import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CheckboxField, Field, FormAlert } from "~/components/ui/forms";
import { formatDateTime } from "~/lib/ui/format";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import {
  agreementFor,
  AgreementRefused,
  isSignable,
  NOT_SIGNABLE,
  signAgreement,
  SignedNameRefused,
} from "~/server/billing/agreements.server";
import { signatureHint } from "~/lib/billing/signature-name";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { renderMarkdown } from "~/server/website/markdown.server";
import { clientIp } from "~/server/http/request.server";
import { redirectWithToast } from "~/server/http/toast.server";

// The client reads their service agreement and signs it: their full name typed and a
// tick, on the version they were shown (its SHA-256 comes back with the form).

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.agreement.title ?? "Agreement"} · Client portal` }];

async function ownAgreement(request: Request, id: string | undefined) {
  const user = await requireRole(request, "client");
  const agreement = id && UUID_RE.test(id) ? await agreementFor(id, user.id) : undefined;
  if (!agreement) throw data(null, { status: 404 });
  return { user, agreement };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, agreement: a } = await ownAgreement(request, params.id);
  return {
    agreement: {
      id: a.id,
      title: a.title,
      version: a.version,
      reference: a.reference,
      status: a.status,
      sha256: a.body_sha256,
      signedName: a.signed_name,
      signedAt: a.signed_at,
      html: renderMarkdown(a.body, "agreement"),
      notSignable: isSignable(a) ? null : NOT_SIGNABLE,
    },
    accountName: user.fullName,
  };
}

const signSchema = z.object({
  fullName: z.string().trim().min(2, "Type your full name to sign").max(200, "Use at most 200 characters"),
  agree: z.literal("on", { errorMap: () => ({ message: "Tick to confirm you have read the agreement and agree to it" }) }),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "Reload the page and read the agreement again"),
});

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, agreement } = await ownAgreement(request, params.id);
  const formData = await request.formData().catch(() => new FormData());
  const parsed = parseFormData(formData, signSchema);
  if (!parsed.ok) return formFailure(parsed.failure);
  try {
    await signAgreement({
      agreementId: agreement.id,
      clientId: user.id,
      typedName: parsed.data.fullName,
      shownSha256: parsed.data.sha256,
      ip: clientIp(request),
      userAgent: request.headers.get("user-agent") ?? "",
    });
  } catch (error) {
    if (error instanceof SignedNameRefused)
      return formFailure({ fieldErrors: { fullName: [error.message] }, values: formValues(formData) });
    if (error instanceof AgreementRefused) return formError(formData, error.message, 409);
    throw error;
  }
  return redirectWithToast(`/client/agreements/${agreement.id}`, {
    type: "success",
    title: "Agreement signed",
    description: "Thank you. You can download the signed PDF here at any time.",
  });
}

export default function AgreementPage() {
  const { agreement: a, accountName } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p className="text-sm">
        <Link to="/client/billing" className="text-brand-700 underline">
          Agreements and invoices
        </Link>
      </p>
      <article
        className="prose-content rounded-lg bg-white p-6 text-slate-800 shadow-sm"
        aria-label={`${a.title}, version ${a.version}`}
        dangerouslySetInnerHTML={{ __html: a.html }}
      />
      <p className="text-sm text-slate-700">
        <a href={`/client/agreements/${a.id}/pdf`} className="font-semibold text-brand-700 underline">
          Download this agreement as a PDF
        </a>
        {` · version ${a.version} for application ${a.reference}`}
      </p>
      {a.status === "signed" ? (
        <div className="rounded-lg bg-green-50 p-4 text-green-900" data-signed>
          <p>{`Signed by ${a.signedName} on ${formatDateTime(a.signedAt)}.`}</p>
          <p className="mt-1 break-all text-xs">
            {"Fingerprint of the text you signed (SHA-256): "}
            <code>{a.sha256}</code>
          </p>
        </div>
      ) : a.status === "superseded" ? (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900">
          A newer version replaced this one: please read the current version from your agreements.
        </p>
      ) : a.notSignable ? (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{a.notSignable}</p>
      ) : (
        <Form method="post" className="space-y-4 rounded-lg bg-white p-6 shadow-sm" noValidate aria-labelledby="sign-h">
          <h2 id="sign-h" className="font-semibold text-slate-900">
            Sign the agreement
          </h2>
          <FormAlert message={failure?.formError} />
          <input type="hidden" name="sha256" value={a.sha256} />
          <Field
            label="Your full name"
            hint={signatureHint(accountName)}
            name="fullName"
            autoComplete="name"
            defaultValue={failure?.values.fullName ?? ""}
            errors={failure?.fieldErrors.fullName}
          />
          <CheckboxField
            name="agree"
            label="I have read this agreement and agree to it. I understand that typing my name signs it."
            defaultChecked={failure?.values.agree === "on"}
            errors={failure?.fieldErrors.agree}
          />
          <p className="text-xs text-slate-600">
            We record your name, the time, your IP address, your browser and a fingerprint (SHA-256) of the exact text above.
          </p>
          <button type="submit" className="btn-primary">
            Sign the agreement
          </button>
        </Form>
      )}
    </div>
  );
}
