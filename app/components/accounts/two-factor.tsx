import { Form } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field, FormAlert } from "../ui/forms";

export type EnrolmentView = { uri: string; secretGroups: string; qrDataUrl: string };

/** The set-up of a second factor: scan the QR code (or type the key), then prove it with a code. Works without JavaScript. */
export function TwoFactorEnrolment({
  enrolment,
  failure,
  busy,
}: {
  enrolment: EnrolmentView;
  failure?: { formError?: string };
  busy: boolean;
}) {
  return (
    <div className="mt-6 space-y-5 text-sm text-slate-700">
      <ol className="list-decimal space-y-2 pl-5">
        <li>Install an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy or similar).</li>
        <li>In the app, add an account and scan this QR code:</li>
      </ol>
      <img
        src={enrolment.qrDataUrl}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
        className="mx-auto rounded border border-slate-200"
      />
      <p>
        {"On the phone with the app? "}
        <a href={enrolment.uri} className="font-semibold text-brand-700 underline">
          Open in your authenticator app
        </a>
      </p>
      <p>
        {"Cannot scan? Type this key into the app instead (time-based): "}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900" data-testid="totp-secret">
          {enrolment.secretGroups}
        </code>
      </p>
      <Form method="post" className="space-y-4" noValidate>
        <FormAlert message={failure?.formError} />
        <input type="hidden" name="intent" value="enrol" />
        <Field
          label="Then enter the 6-digit code the app shows"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={10}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Checking…" : "Turn on two-factor sign-in"}
        </button>
      </Form>
    </div>
  );
}

/** The recovery codes, shown once after they are made: a text file to download, and with JavaScript a copy button. */
export function RecoveryCodes({ codes, download }: { codes: string[]; download: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"" | "yes" | "no">("");
  return (
    <div className="mt-4 space-y-3 text-sm text-slate-700">
      <p>
        <strong>Save these recovery codes now</strong>, somewhere safe and apart from your phone (printed, or in a password manager). Each
        signs you in once if you lose your phone. They are not shown again.
      </p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-base text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <a href={download} download="recovery-codes.txt" className="btn-secondary">
          Download as a text file
        </a>
        {hydrated ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              navigator.clipboard.writeText(codes.join("\n")).then(
                () => setCopied("yes"),
                () => setCopied("no"),
              )
            }
          >
            Copy the codes
          </button>
        ) : null}
        <span role="status" className="text-sm text-slate-700">
          {copied === "yes" ? "Copied." : copied === "no" ? "Could not copy: select the codes and copy them, or download them." : ""}
        </span>
      </div>
      <p className="text-xs text-slate-600">The download works once, from this page, for five minutes.</p>
    </div>
  );
}
