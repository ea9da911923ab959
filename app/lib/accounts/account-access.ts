// The buttons of the admin's "Sign-in" panel on a person's page (each posts its intent).
export const ACCESS_INTENTS = ["invite", "withdraw-invitation", "send-reset", "reset-two-factor"] as const;
export type AccessIntent = (typeof ACCESS_INTENTS)[number];

export function isAccessIntent(value: unknown): value is AccessIntent {
  return (ACCESS_INTENTS as readonly unknown[]).includes(value);
}

/** Where an account stands (computed in SQL: invitations.server.ts, ACCOUNT_STATE). */
export type AccountState = "active" | "invited" | "invitation_expired" | "no_password" | "deactivated";

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  active: "Active",
  invited: "Invited",
  invitation_expired: "Invitation expired",
  no_password: "No password yet",
  deactivated: "Deactivated",
};
