import { signedCookie } from "../signed-cookie.server";

// New recovery codes are shown once, on the page a POST redirects to (so a reload
// does not resend the form). They ride there in this cookie, which that page
// clears as it reads it: HttpOnly, signed, for five minutes at most.

type Flash = { codes: string[]; next: string };

const flashCookie = () => signedCookie("__recovery_codes", 5 * 60);

export function flashRecoveryCodes(codes: string[], next: string) {
  return flashCookie().serialize({ codes, next } satisfies Flash);
}

/** The codes to show, if any, and the header that forgets them. */
export async function takeRecoveryCodes(request: Request): Promise<{ flash: Flash | null; clear: string }> {
  const value = (await flashCookie().parse(request.headers.get("Cookie"))) as Flash | null;
  const clear = await flashCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  const valid = value && Array.isArray(value.codes) && value.codes.every((c) => typeof c === "string");
  return { flash: valid ? { codes: value.codes, next: String(value.next ?? "") } : null, clear };
}
