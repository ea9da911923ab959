import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/ui/forms";
import { formatDate, formatDateTime } from "~/lib/ui/format";
import type { FormFailure } from "~/lib/http/form-failure";
import { SubmitButton } from "../cases/people";

export type AccountAccessView = {
  hasPassword: boolean;
  invitation: { sentAt: string | Date; expiresAt: string | Date | null } | null;
  twoFactor: boolean;
  events: { id: number; label: string; at: string | Date; by: string | null }[];
};

/** How a person gets in: their invitation or password, their second factor, and what happened lately. */
export function AccountAccessPanel({
  access,
  who,
  active,
  failure,
}: {
  access: AccountAccessView;
  who: string;
  active: boolean;
  failure?: FormFailure;
}) {
  return (
    <div className="space-y-4 text-sm">
      <FormAlert message={failure?.formError} />
      {access.hasPassword ? (
        <>
          <p className="text-slate-700">{`${who} has chosen a password. Nobody else ever sees it; if it is forgotten, send a link to choose a new one.`}</p>
          {active ? (
            <Form method="post">
              <SubmitButton intent="send-reset" tone="secondary">
                E-mail a password-reset link
              </SubmitButton>
            </Form>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-slate-700">
            {access.invitation
              ? `Invited on ${formatDate(access.invitation.sentAt)}: the link works until ${access.invitation.expiresAt ? formatDate(access.invitation.expiresAt) : "it is used"}.`
              : `${who} has no password yet and no working invitation.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {active ? (
              <Form method="post">
                <SubmitButton intent="invite" tone="secondary">
                  {access.invitation ? "Send the invitation again" : "Send an invitation"}
                </SubmitButton>
              </Form>
            ) : null}
            {access.invitation ? (
              <Form method="post">
                <SubmitButton intent="withdraw-invitation" tone="secondary">
                  Withdraw the invitation
                </SubmitButton>
              </Form>
            ) : null}
          </div>
        </>
      )}
      <p className="text-slate-700">{access.twoFactor ? "Two-factor sign-in is on." : "Two-factor sign-in is off."}</p>
      {access.twoFactor ? (
        <Form method="post" className="space-y-2">
          <p className="text-slate-600">
            If their phone is lost and they have no recovery code left, reset it: they sign in with the password alone and set it up again.
          </p>
          <SubmitButton intent="reset-two-factor" tone="danger">
            Reset two-factor sign-in
          </SubmitButton>
        </Form>
      ) : null}
      {access.events.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">Recent account activity</h3>
          <ul className="mt-1 space-y-1 text-slate-700">
            {access.events.map((e) => (
              <li key={e.id}>{`${formatDateTime(e.at)} · ${e.label}${e.by ? ` (by ${e.by})` : ""}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
