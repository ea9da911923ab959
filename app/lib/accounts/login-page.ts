import type { PORTALS } from "./portals";

type Role = (typeof PORTALS)[number];

// What a portal's sign-in page is given (app/server/accounts/login-action.server.ts).

export type LoginLoaderData = {
  redirectTo: string;
  /** The e-mail to fill in (after a password was chosen with a link). */
  email: string;
  /** Someone of another portal is signed in on this browser: the page offers to sign them out. */
  signedInElsewhere: { portal: Role; name: string } | null;
};
