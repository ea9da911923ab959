import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ACCOUNT_STATE_LABELS, type AccountState } from "~/lib/accounts/account-access";
import { COUNTRY_NAMES } from "~/lib/website/navigation";
import type { FormFailure } from "~/lib/http/form-failure";

// Pieces shared by the client and agent screens.

export const COUNTRY_OPTIONS = Object.entries(COUNTRY_NAMES).map(([value, label]) => ({ value, label }));

const STATE_STYLES: Record<AccountState, string> = {
  active: "bg-green-100 text-green-800",
  invited: "bg-sky-100 text-sky-900",
  invitation_expired: "bg-amber-100 text-amber-900",
  no_password: "bg-amber-100 text-amber-900",
  deactivated: "bg-slate-200 text-slate-700",
};

/** Where an account stands in a list: active, invited (no password yet), invitation expired, deactivated. */
export function AccountStateBadge({ state }: { state: AccountState }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`}>
      {ACCOUNT_STATE_LABELS[state]}
    </span>
  );
}

/**
 * A person's page heading: "Active" only once the account has a password (the invitation
 * accepted); before that, that they are invited and have not signed in yet.
 */
export function AccountHeadingBadge({ active, hasPassword, invited }: { active: boolean; hasPassword: boolean; invited: boolean }) {
  if (!active || hasPassword) return <ActiveBadge active={active} />;
  const state: AccountState = invited ? "invited" : "no_password";
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[state]}`} data-account-state={state}>
      {invited ? "Invited, not yet signed in" : "No password yet, not signed in"}
    </span>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Active</span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Deactivated</span>
  );
}

/** The failure of one form on a page with several: each form posts its `intent`. */
export function failureFor(failure: FormFailure | undefined, intent: string): FormFailure | undefined {
  return failure?.values.intent === intent ? failure : undefined;
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A form's submit button, with the hidden `intent` that names the form. */
export function SubmitButton({
  intent,
  children,
  tone = "primary",
}: {
  intent: string;
  children: ReactNode;
  tone?: "primary" | "secondary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`btn-${tone}`} disabled={busy}>
        {children}
      </button>
    </>
  );
}

/** Deactivate (signs the user out everywhere, and the sign-in refuses them) or reactivate. */
export function ActivationForm({ active, who, warning }: { active: boolean; who: string; warning?: ReactNode }) {
  return (
    <Form method="post" className="space-y-3">
      {active ? (
        <>
          <p className="text-sm text-slate-700">
            Deactivating signs {who} out everywhere and stops them signing in. Nothing is deleted; you can reactivate them later.
          </p>
          {warning}
          <SubmitButton intent="deactivate" tone="danger">
            Deactivate
          </SubmitButton>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{who} is deactivated and cannot sign in.</p>
          {warning}
          <SubmitButton intent="reactivate">Reactivate</SubmitButton>
        </>
      )}
    </Form>
  );
}
