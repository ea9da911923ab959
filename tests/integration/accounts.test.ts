// Issue 14: accounts people run themselves — passwords (policy, change, reset), the
// second factor (enrolment, sign-in, replay, recovery codes, an admin's reset, the
// admins' requirement), sessions (the list, signing devices out, the idle timeout).
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { currentTotp } from "~/server/accounts/two-factor.server";
import { PUBLIC_QUEUE_MAX } from "~/server/accounts/password-checker.server";
import { createUser } from "~/server/accounts/users.server";
import { cookiesFrom, location, request, signIn } from "../support/app";
import { choosePassword, linkPath, queuedMails } from "../support/account-mail";
import { backendName, testDb } from "../support/db";
import { createUsers, PASSWORDS } from "../support/users";

type Users = Awaited<ReturnType<typeof createUsers>>;
let users: Users;

beforeAll(async () => {
  users = await createUsers("acct");
});

const UA = { "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" };

async function person(email: string, role: "admin" | "agent" | "client" = "client", password = "person-password-1") {
  await testDb();
  const user = await createUser({ email, password, role, fullName: `Pat ${email.split("@")[0]}` });
  return { ...user, password };
}

/** The secret of the set-up in progress, as the page shows it for typing into an app. */
async function setupSecretOf(html: string) {
  const grouped = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(html)?.[1];
  expect(grouped, "no secret on the page").toBeTruthy();
  return grouped!.replaceAll(" ", "");
}

/** Turns on the second factor through the account pages; returns the secret and the recovery codes. */
async function enrol(portal: "admin" | "agent" | "client", cookie: string) {
  const start = await request(`/${portal}/account`, { cookie, form: { intent: "start-two-factor" } });
  expect(location(start)).toBe(`/${portal}/account/two-factor`);
  const page = await (await request(`/${portal}/account/two-factor`, { cookie })).text();
  expect(page).toContain("QR code to scan with your authenticator app");
  expect(page).toMatch(/<img src="data:image\/svg\+xml;base64,/);
  const secret = await setupSecretOf(page);
  // On a phone: a link that opens the authenticator app with this account and key.
  expect(page).toMatch(new RegExp(`<a href="otpauth://totp/[^"]*secret=${secret}[^"]*"[^>]*>Open in your authenticator app</a>`));
  const wrong = await request(`/${portal}/account/two-factor`, { cookie, form: { intent: "enrol", code: "000000" } });
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("That code is not right");
  const done = await request(`/${portal}/account/two-factor`, { cookie, form: { intent: "enrol", code: currentTotp(secret) } });
  expect(location(done)).toBe(`/${portal}/account/recovery-codes`);
  const codes = await recoveryCodes(portal, [cookie, cookiesFrom(done)].join("; "));
  return { secret, codes };
}

/** The codes the recovery-codes page shows, once. */
async function recoveryCodes(portal: string, cookie: string) {
  const page = await request(`/${portal}/account/recovery-codes`, { cookie });
  expect(page.status).toBe(200);
  const codes = [...(await page.text()).matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1]);
  expect(codes).toHaveLength(10);
  // Shown once: the handle to them is cleared, and the browser never held the codes themselves.
  expect(page.headers.getSetCookie().join()).toMatch(/__recovery_codes=;/);
  const handle = decodeURIComponent(/__recovery_codes=([^;]+)/.exec(cookie)![1]);
  expect(Buffer.from(handle.split(".")[0], "base64").toString("utf8")).not.toContain(codes[0]);
  expect((await request(`/${portal}/account/recovery-codes`, { cookie })).status).toBe(302);
  // The same codes as a text file, once, from the browser the page was shown to; never stored by a cache.
  const download = `/${portal}/account/recovery-codes.txt`;
  expect((await request(download, { cookie })).status).toBe(302);
  const shown = [cookie, cookiesFrom(page)].join("; ");
  const file = await request(download, { cookie: shown });
  expect(file.status).toBe(200);
  expect(file.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="recovery-codes.txt"');
  expect(file.headers.get("Cache-Control")).toBe("private, no-store");
  const text = await file.text();
  for (const code of codes) expect(text).toContain(code);
  expect((await request(download, { cookie: shown })).status).toBe(302);
  return codes;
}

/** Password step: answers a redirect to the code step with its cookie. */
async function passwordStep(portal: "admin" | "agent" | "client", email: string, password: string, headers: Record<string, string> = {}) {
  const res = await request(`/${portal}/login`, { form: { email, password }, headers });
  expect(res.status).toBe(302);
  expect(location(res)).toBe(`/${portal}/login/code`);
  expect(cookiesFrom(res)).not.toMatch(/__session=/);
  return cookiesFrom(res);
}

describe(`new passwords on ${backendName()}`, () => {
  it("refuses common or short passwords with a reason, accepts a 12-character uncommon one, and keeps what was typed", async () => {
    const p = await person("policy@example.com");
    const cookie = await signIn("client", p.email, p.password);
    const change = (newPassword: string, confirmPassword = newPassword) =>
      request("/client/account", { cookie, form: { intent: "password", currentPassword: p.password, newPassword, confirmPassword } });
    for (const [weak, reason] of [
      ["password1234", "This is similar to a commonly used password"],
      ["qwertyuiop12", "This is similar to a commonly used password"],
      ["iloveyou2024", "This is similar to a commonly used password"],
      ["short-pw", "Use at least 12 characters"],
      ["policypolicy", "It contains your name"],
    ]) {
      const res = await change(weak);
      expect(res.status, weak).toBe(400);
      const html = await res.text();
      expect(html, weak).toContain(reason);
      expect(html).not.toContain(weak);
    }
    expect((await change("Tulip-river-93", "Tulip-river-39")).status).toBe(400);
    // Any characters, and long ones (at least 128 are allowed; 256 here).
    const long = Array.from({ length: 32 }, (_, i) => `ü${(i * 7919).toString(36)}🦊`)
      .join("")
      .padEnd(256, "q")
      .slice(0, 256);
    expect((await change(long)).status).toBe(302);
    const tooLong = await change(`${long}x`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Use at most 256 characters");
    // Twelve characters, uncommon: accepted.
    const twelve = "mango sky 42";
    expect(
      (
        await request("/client/account", {
          cookie,
          form: { intent: "password", currentPassword: long, newPassword: twelve, confirmPassword: twelve },
        })
      ).status,
    ).toBe(302);
    expect(location(await request("/client/login", { form: { email: p.email, password: twelve } }))).toBe("/client/dashboard");
  });

  it("gives a strength verdict while typing (with JavaScript) that matches the form's", async () => {
    const verdict = async (password: string) => (await request("/password-strength", { form: { password } })).json();
    expect(await verdict("password1234")).toMatchObject({ ok: false, message: expect.stringContaining("commonly used password") });
    expect(await verdict("Tulip-river-93")).toEqual({ ok: true, message: "Strong enough." });
  });

  it("keeps the public check bounded: a share of the checker's queue (the rest refused at once) and a small body", async () => {
    const many = await Promise.all(
      Array.from({ length: PUBLIC_QUEUE_MAX + 4 }, (_, i) => request("/password-strength", { form: { password: `Tulip-river-${i}3` } })),
    );
    expect(many.map((r) => r.status).sort()).toEqual([...Array(PUBLIC_QUEUE_MAX).fill(200), ...Array(4).fill(503)]);
    expect(many.find((r) => r.status === 503)!.headers.get("Retry-After")).toBe("5");
    expect((await request("/password-strength", { form: { password: "x".repeat(9000) } })).status).toBe(413);
  });

  it("refuses a password that echoes the person (their e-mail, their name and a year) on invitation, reset and change, and says why", async () => {
    const admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const invited = await request("/admin/agents/new", {
      cookie: admin,
      form: { fullName: "Priya Sharma", email: "priya.sharma@example.com" },
    });
    const id = location(invited)!.split("/").pop()!;
    const choose = (path: string, password: string) => request(path, { form: { newPassword: password, confirmPassword: password } });
    const refused = async (res: Response, why: string) => {
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(why);
    };
    const invitation = await linkPath(id, "invitation");
    await refused(await choose(invitation, "priya.sharma@example.com"), "It contains your e-mail address");
    await refused(await choose(invitation, "Priya Sharma2026!"), "It contains your name");
    await choosePassword(id, "Tulip-river-93 lamp");

    await request("/agent/forgot-password", { form: { email: "priya.sharma@example.com" } });
    await refused(await choose(await linkPath(id, "password_reset"), "PriyaSharma2026!"), "It contains your name");

    const cookie = await signIn("agent", "priya.sharma@example.com", "Tulip-river-93 lamp");
    const change = (newPassword: string) =>
      request("/agent/account", {
        cookie,
        form: { intent: "password", currentPassword: "Tulip-river-93 lamp", newPassword, confirmPassword: newPassword },
      });
    await refused(await change("Priya.Sharma@example.com"), "It contains your e-mail address");
    await refused(await change("sharma priya 2026"), "It contains your name");
    await refused(await change("Horizon Pathways 2026!"), "It contains the firm&#x27;s name");
    // The check while typing says the same when the form sends whose password it is.
    const verdict = await request("/password-strength", {
      form: { password: "Priya Sharma2026!", email: "priya.sharma@example.com", name: "Priya Sharma" },
    });
    expect(await verdict.json()).toMatchObject({ ok: false, message: expect.stringContaining("It contains your name") });
  });
});

describe(`changing your password on ${backendName()}`, () => {
  it("needs the current password, ends your other sessions but this one, and e-mails you", async () => {
    const p = await person("changer@example.com", "agent");
    const here = await signIn("agent", p.email, p.password);
    const there = await signIn("agent", p.email, p.password);
    const wrong = await request("/agent/account", {
      cookie: here,
      form: {
        intent: "password",
        currentPassword: "not-my-password",
        newPassword: "Brand-new-pass-77",
        confirmPassword: "Brand-new-pass-77",
      },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That is not your current password");
    const ok = await request("/agent/account", {
      cookie: here,
      form: { intent: "password", currentPassword: p.password, newPassword: "Brand-new-pass-77", confirmPassword: "Brand-new-pass-77" },
    });
    expect(ok.status).toBe(302);
    expect((await request("/agent/dashboard", { cookie: here })).status).toBe(200);
    expect((await request("/agent/dashboard", { cookie: there })).status).toBe(302);
    expect((await queuedMails(p.id, "password_changed")).length).toBe(1);
    expect(await (await request("/agent/account", { cookie: here })).text()).toContain("Password changed");
  });
});

describe(`forgotten passwords on ${backendName()}`, () => {
  it("e-mails a single-use 30-minute link; the new password ends every session; a second use fails, even at once", async () => {
    const p = await person("forgot@example.com");
    const cookie = await signIn("client", p.email, p.password);
    const asked = await request("/client/forgot-password", { form: { email: " Forgot@Example.com " } });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("we have sent it a link");
    const path = await linkPath(p.id, "password_reset");
    expect(path).toMatch(/^\/password-reset\/[A-Za-z0-9_-]{43}$/);
    const page = await request(path);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.text()).toContain("Choose a new password");
    // The token is stored as a hash only.
    const db = await testDb();
    const token = path.split("/").pop()!;
    const stored = await db
      .selectFrom("verifications")
      .select(["token_hash", "expires_at"])
      .where("user_id", "=", p.id)
      .where("type", "=", "password_reset")
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    const minutes = (new Date(stored.expires_at!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const form = { newPassword: "Reset-password-42", confirmPassword: "Reset-password-42" };
    const [a, b] = await Promise.all([
      request(path, { form }),
      request(path, { form: { newPassword: "Other-password-43", confirmPassword: "Other-password-43" } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([302, 410]);
    expect((await request("/client/dashboard", { cookie })).status).toBe(302);
    const winner = a.status === 302 ? "Reset-password-42" : "Other-password-43";
    expect(location(await request("/client/login", { form: { email: p.email, password: winner } }))).toBe("/client/dashboard");
    expect(await (await request(path)).text()).toContain("This link no longer works");
    // Once sent, the link is gone from the outbox too.
    const { deliverDue } = await import("~/jobs.server");
    const sent: string[] = [];
    await deliverDue({ sendMail: async (m: { text: string }) => sent.push(m.text) } as never, "test@example.com");
    expect(sent.some((t) => t.includes(token))).toBe(true);
    expect((await queuedMails(p.id, "password_reset")).every((m) => m.payload.link === undefined)).toBe(true);
  });

  it("does nothing visible for an unknown or deactivated address", async () => {
    const p = await person("gone@example.com");
    const db = await testDb();
    await db.updateTable("admin_users").set({ is_active: false }).where("id", "=", p.id).execute();
    const res = await request("/agent/forgot-password", { form: { email: p.email } });
    expect(res.status).toBe(200);
    expect(await queuedMails(p.id, "password_reset")).toHaveLength(0);
  });

  it("refuses an expired link", async () => {
    const p = await person("late@example.com");
    await request("/client/forgot-password", { form: { email: p.email } });
    const path = await linkPath(p.id, "password_reset");
    const db = await testDb();
    await db
      .updateTable("verifications")
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where("user_id", "=", p.id)
      .execute();
    expect(await (await request(path)).text()).toContain("This link no longer works");
    expect((await request(path, { form: { newPassword: "Too-late-pass-1", confirmPassword: "Too-late-pass-1" } })).status).toBe(410);
  });
});

describe(`invitations on ${backendName()}`, () => {
  it("lets the invited person ask for a new link once theirs has expired", async () => {
    const admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const res = await request("/admin/agents/new", { cookie: admin, form: { fullName: "Ezra Expired", email: "ezra@example.com" } });
    const id = location(res)!.split("/").pop()!;
    const path = await linkPath(id, "invitation");
    const db = await testDb();
    await db
      .updateTable("verifications")
      .set({ expires_at: sql`now() - interval '1 day'` })
      .where("user_id", "=", id)
      .execute();
    const page = await (await request(path)).text();
    expect(page).toContain("This invitation has expired");
    expect(await (await request("/admin/agents?q=ezra", { cookie: admin })).text()).toContain(">Invitation expired</span>");
    const renewed = await request(path, { form: { intent: "renew" } });
    expect(await renewed.text()).toContain("A new link is on its way");
    const fresh = await linkPath(id, "invitation");
    expect(fresh).not.toBe(path);
    await choosePassword(id, "Ezra-chosen-pass-1");
    expect(location(await request("/agent/login", { form: { email: "ezra@example.com", password: "Ezra-chosen-pass-1" } }))).toBe(
      "/agent/dashboard",
    );
  });
});

describe(`two-factor sign-in on ${backendName()}`, () => {
  it("enrols with a QR code, then asks for a code at sign-in; a code works once; recovery codes work once", async () => {
    const p = await person("totp@example.com", "agent");
    const cookie = await signIn("agent", p.email, p.password);
    const { secret, codes } = await enrol("agent", cookie);
    expect((await queuedMails(p.id, "two_factor_enabled")).length).toBe(1);
    const db = await testDb();
    const stored = await db
      .selectFrom("verifications")
      .select(["type", "token_hash"])
      .where("user_id", "=", p.id)
      .where("type", "=", "recovery_code")
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.token_hash).join()).not.toContain(codes[0].replace("-", ""));

    // The password alone no longer makes a session.
    const step = await passwordStep("agent", p.email, p.password);
    expect((await request("/agent/dashboard", { cookie: step })).status).toBe(302);
    expect(await (await request("/agent/login/code", { cookie: step })).text()).toContain("Enter your sign-in code");
    const wrong = await request("/agent/login/code", { cookie: step, form: { intent: "code", code: "123456" } });
    expect(wrong.status).toBe(400);
    // The code of the next 30-second step (enrolment used this one's; one step of drift is allowed).
    const code = currentTotp(secret, Date.now() + 30_000);
    const right = await request("/agent/login/code", { cookie: step, form: { intent: "code", code } });
    expect(location(right)).toBe("/agent/dashboard");
    expect((await request("/agent/dashboard", { cookie: cookiesFrom(right) })).status).toBe(200);
    // The step is used up, and the same code does not work twice.
    expect(location(await request("/agent/login/code", { cookie: step, form: { intent: "code", code } }))).toBe("/agent/login");
    const step2 = await passwordStep("agent", p.email, p.password);
    expect((await request("/agent/login/code", { cookie: step2, form: { intent: "code", code } })).status).toBe(400);

    // A recovery code, once (spaces and case do not matter).
    const recovered = await request("/agent/login/code", { cookie: step2, form: { intent: "code", code: ` ${codes[3].toUpperCase()} ` } });
    expect(location(recovered)).toBe("/agent/dashboard");
    const dashboard = await request("/agent/dashboard", { cookie: cookiesFrom(recovered) });
    expect(await dashboard.text()).toContain("You used a recovery code: 9 left");
    const step3 = await passwordStep("agent", p.email, p.password);
    expect((await request("/agent/login/code", { cookie: step3, form: { intent: "code", code: codes[3] } })).status).toBe(400);
    // Another portal's code step is not this one's.
    expect(location(await request("/client/login/code", { cookie: step3 }))).toBe("/client/login");
  });

  it("limits wrong codes to 5 in 15 minutes per account from one address; a right code is refused too there until then", async () => {
    const p = await person("codes@example.com");
    const cookie = await signIn("client", p.email, p.password);
    const { secret } = await enrol("client", cookie);
    const step = await passwordStep("client", p.email, p.password);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request("/client/login/code", { cookie: step, form: { intent: "code", code: String(100000 + i) } }),
      ),
    );
    // Five wrong codes in all: the one typed wrong at enrolment (enrol() does) and four of these.
    expect(
      answers.filter((r) => r.status === 400),
      answers.map((r) => r.status).join(),
    ).toHaveLength(4);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(8);
    const limited = await request("/client/login/code", { cookie: step, form: { intent: "code", code: currentTotp(secret) } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain("Too many wrong codes, try again in");
  });

  it("counts wrong codes per address: five from one do not stop the owner's right code from another; 30 from all addresses do", async () => {
    const p = await person("codes-pair@example.com");
    const { secret } = await enrol("client", await signIn("client", p.email, p.password));
    const attacker = { "X-Client-IP": "203.0.113.50" };
    const stolen = await passwordStep("client", p.email, p.password, attacker);
    for (let i = 0; i < 5; i++) {
      expect(
        (await request("/client/login/code", { cookie: stolen, headers: attacker, form: { intent: "code", code: String(200000 + i) } }))
          .status,
      ).toBe(400);
    }
    expect(
      (await request("/client/login/code", { cookie: stolen, headers: attacker, form: { intent: "code", code: "200009" } })).status,
    ).toBe(429);
    const home = { "X-Client-IP": "192.0.2.50" };
    const step = await passwordStep("client", p.email, p.password, home);
    const right = await request("/client/login/code", {
      cookie: step,
      headers: home,
      form: { intent: "code", code: currentTotp(secret, Date.now() + 30_000) },
    });
    expect(location(right)).toBe("/client/dashboard");
    // The guesses at one user's codes stay bounded: past 30 from all addresses a fresh one is refused too.
    const db = await testDb();
    await sql`insert into attempts (bucket, subject, ip, counted)
      select 'second-factor', ${p.id}, '10.8.0.' || g, true from generate_series(1, 30) g`.execute(db);
    const fresh = { "X-Client-IP": "192.0.2.51" };
    const late = await passwordStep("client", p.email, p.password, fresh);
    expect((await request("/client/login/code", { cookie: late, headers: fresh, form: { intent: "code", code: "123456" } })).status).toBe(
      429,
    );
  });

  it("lets an admin reset a user's second factor, logged and e-mailed; the user then signs in with the password", async () => {
    const p = await person("lostphone@example.com", "agent");
    const cookie = await signIn("agent", p.email, p.password);
    await enrol("agent", cookie);
    const admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const page = await (await request(`/admin/agents/${p.id}`, { cookie: admin })).text();
    expect(page).toContain("Two-factor sign-in is on.");
    const reset = await request(`/admin/agents/${p.id}`, { cookie: admin, form: { intent: "reset-two-factor" } });
    expect(reset.status).toBe(302);
    const db = await testDb();
    const event = await db
      .selectFrom("account_events")
      .select(["kind", "actor_id"])
      .where("user_id", "=", p.id)
      .where("kind", "=", "two_factor_reset")
      .executeTakeFirstOrThrow();
    expect(event.actor_id).toBe(users.admin.id);
    expect((await queuedMails(p.id, "two_factor_reset")).length).toBe(1);
    expect(await (await request(`/admin/agents/${p.id}`, { cookie: admin })).text()).toContain(
      "Two-factor sign-in reset by an admin (by Ada Admin)",
    );
    expect(location(await request("/agent/login", { form: { email: p.email, password: p.password } }))).toBe("/agent/dashboard");
    // An agent cannot reset anyone's: the admin page is the admin's.
    expect(location(await request(`/admin/agents/${p.id}`, { cookie, form: { intent: "reset-two-factor" } }))).toMatch(/^\/admin\/login/);
  });

  it("is changed only with the password and a code: new recovery codes, a new app, turned off; each e-mailed", async () => {
    const p = await person("toggler@example.com");
    const cookie = await signIn("client", p.email, p.password);
    const { secret, codes } = await enrol("client", cookie);
    const db = await testDb();
    // Kept encrypted: the row holds no plain secret.
    const row = await db
      .selectFrom("verifications")
      .select("secret")
      .where("user_id", "=", p.id)
      .where("type", "=", "two_factor")
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^s1\.[0-9a-f]{8}\./);
    expect(row.secret).not.toContain(secret);

    // A session alone cannot start a new set-up over the one that is on, nor a session and the password.
    expect((await request("/client/account", { cookie, form: { intent: "start-two-factor" } })).status).toBe(409);
    const passwordOnly = await request("/client/account", { cookie, form: { intent: "replace-two-factor", currentPassword: p.password } });
    expect(passwordOnly.status).toBe(400);
    expect(await passwordOnly.text()).toContain("Enter the code your authenticator app shows now, or an unused recovery code");
    const wrongCode = await request("/client/account", {
      cookie,
      form: { intent: "replace-two-factor", currentPassword: p.password, code: "000000" },
    });
    expect(wrongCode.status).toBe(400);
    const wrongCodePage = await wrongCode.text();
    expect(wrongCodePage).toContain("That code is not right");
    expect(wrongCodePage).not.toContain(p.password);
    // A wrong password is said beside its field, and the code (here a recovery code) is not used up.
    const wrongPassword = await request("/client/account", {
      cookie,
      form: { intent: "replace-two-factor", currentPassword: "nope-nope-nope", code: codes[0] },
    });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain("That is not your current password");
    // No set-up was started: back to the account page, and no "start again" message left over.
    const none = await request("/client/account/two-factor", { cookie });
    expect(location(none)).toBe("/client/account");
    expect(none.headers.getSetCookie().join()).not.toContain("__toast");

    // The owner: the password and a recovery code; the old app works until the new one is proved.
    const replace = await request("/client/account", {
      cookie,
      form: { intent: "replace-two-factor", currentPassword: p.password, code: codes[0] },
    });
    expect(location(replace)).toBe("/client/account/two-factor");
    const next = await setupSecretOf(await (await request("/client/account/two-factor", { cookie })).text());
    const moved = await request("/client/account/two-factor", { cookie, form: { intent: "enrol", code: currentTotp(next) } });
    expect(location(moved)).toBe("/client/account/recovery-codes");
    const movedCodes = await recoveryCodes("client", [cookie, cookiesFrom(moved)].join("; "));
    expect((await queuedMails(p.id, "two_factor_replaced")).length).toBe(1);
    const step = await passwordStep("client", p.email, p.password);
    expect(
      (await request("/client/login/code", { cookie: step, form: { intent: "code", code: currentTotp(secret, Date.now() + 30_000) } }))
        .status,
    ).toBe(400);

    // New recovery codes with the password and the new app's code; the old ones stop working.
    const fresh = await request("/client/account", {
      cookie,
      form: { intent: "recovery-codes", currentPassword: p.password, code: currentTotp(next, Date.now() + 30_000) },
    });
    expect(location(fresh)).toBe("/client/account/recovery-codes");
    const newCodes = await recoveryCodes("client", [cookie, cookiesFrom(fresh)].join("; "));
    expect((await request("/client/login/code", { cookie: step, form: { intent: "code", code: movedCodes[0] } })).status).toBe(400);
    expect(location(await request("/client/login/code", { cookie: step, form: { intent: "code", code: newCodes[0] } }))).toBe(
      "/client/dashboard",
    );

    // Turned off with the password and a recovery code, and e-mailed.
    const off = await request("/client/account", {
      cookie,
      form: { intent: "disable-two-factor", currentPassword: p.password, code: newCodes[1] },
    });
    expect(off.status).toBe(302);
    expect((await queuedMails(p.id, "two_factor_disabled")).length).toBe(1);
    expect(location(await request("/client/login", { form: { email: p.email, password: p.password } }))).toBe("/client/dashboard");
  });
});

describe(`requiring a second factor for admins on ${backendName()}`, () => {
  it("can be turned on only by an admin who has one; other admins set it up at their next sign-in", async () => {
    const boss = await person("boss@example.com", "admin");
    const other = await person("other-admin@example.com", "admin");
    const bossCookie = await signIn("admin", boss.email, boss.password);
    const otherCookie = await signIn("admin", other.email, other.password);
    const turnOn = () =>
      request("/admin/security", {
        cookie: bossCookie,
        form: { requireAdminTwoFactor: "on", staffIdleMinutes: "120", clientIdleHours: "12" },
      });
    const refused = await turnOn();
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Set up two-factor sign-in on your own account first");
    await enrol("admin", bossCookie);
    expect((await turnOn()).status).toBe(302);
    // The other admin is signed out, and their next sign-in sets up a second factor before any session.
    expect((await request("/admin/dashboard", { cookie: otherCookie })).status).toBe(302);
    expect((await request("/admin/dashboard", { cookie: bossCookie })).status).toBe(200);
    const step = await passwordStep("admin", other.email, other.password);
    const page = await (await request("/admin/login/code", { cookie: step })).text();
    expect(page).toContain("Set up two-factor sign-in");
    const secret = await setupSecretOf(page);
    const done = await request("/admin/login/code", { cookie: step, form: { intent: "enrol", code: currentTotp(secret) } });
    expect(location(done)).toBe("/admin/account/recovery-codes");
    await recoveryCodes("admin", cookiesFrom(done));
    expect((await request("/admin/dashboard", { cookie: cookiesFrom(done) })).status).toBe(200);
    // Required: it cannot be turned off.
    const off = await request("/admin/account", {
      cookie: cookiesFrom(done),
      form: { intent: "disable-two-factor", currentPassword: other.password, code: "000000" },
    });
    expect(off.status).toBe(409);
    // The other admin loses their phone: the boss resets it (never their own here); they set it up again at sign-in.
    expect((await request("/admin/security", { cookie: bossCookie, form: { intent: "reset-two-factor", adminId: boss.id } })).status).toBe(
      404,
    );
    const reset = await request("/admin/security", { cookie: bossCookie, form: { intent: "reset-two-factor", adminId: other.id } });
    expect(reset.status).toBe(302);
    const db0 = await testDb();
    const logged = await db0
      .selectFrom("account_events")
      .select("actor_id")
      .where("user_id", "=", other.id)
      .where("kind", "=", "two_factor_reset")
      .executeTakeFirstOrThrow();
    expect(logged.actor_id).toBe(boss.id);
    const again = await passwordStep("admin", other.email, other.password);
    expect(await (await request("/admin/login/code", { cookie: again })).text()).toContain("Set up two-factor sign-in");
    // Agents and clients are not affected.
    expect(location(await request("/agent/login", { form: { email: users.agent.email, password: PASSWORDS.agent } }))).toBe(
      "/agent/dashboard",
    );
    const db = await testDb();
    await db.updateTable("security_settings").set({ require_admin_two_factor: false }).execute();
  });
});

describe(`sessions on ${backendName()}`, () => {
  it("lists your devices and signs one out, or all others; never another user's", async () => {
    const p = await person("devices@example.com");
    const phone = cookiesFrom(
      await request("/client/login", {
        form: { email: p.email, password: p.password },
        headers: {
          "User-Agent":
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
        },
      }),
    );
    const laptop = cookiesFrom(await request("/client/login", { form: { email: p.email, password: p.password }, headers: UA }));
    const tablet = await signIn("client", p.email, p.password);
    const html = await (await request("/client/account", { cookie: laptop, headers: UA })).text();
    expect(html).toContain("Chrome on Windows");
    expect(html).toContain("Safari on iPhone");
    expect(html).toContain("This device");
    const db = await testDb();
    const ids = (await db.selectFrom("user_sessions").select("id").where("user_id", "=", p.id).execute()).map((r) => r.id);
    for (const id of ids) expect(html).not.toContain(id); // a page names sessions by a hash, never the cookie's secret
    const handles = [...html.matchAll(/name="session" value="([^"]+)"/g)].map((m) => m[1]);
    expect(handles).toHaveLength(3);
    // Someone else's handle does nothing.
    const stranger = await person("stranger@example.com");
    const strangerCookie = await signIn("client", stranger.email, stranger.password);
    for (const handle of handles) {
      expect(
        (await request("/client/account", { cookie: strangerCookie, form: { intent: "revoke-session", session: handle } })).status,
      ).toBe(404);
    }
    expect((await request("/client/dashboard", { cookie: phone })).status).toBe(200);
    // Sign the phone out from the laptop.
    const phonePage = await (await request("/client/account", { cookie: phone })).text();
    const phoneHandle = /<span[^>]*>This device<\/span><\/p>[\s\S]*?name="session" value="([^"]+)"/.exec(phonePage)?.[1];
    expect(phoneHandle).toBeTruthy();
    expect((await request("/client/account", { cookie: laptop, form: { intent: "revoke-session", session: phoneHandle! } })).status).toBe(
      302,
    );
    expect((await request("/client/dashboard", { cookie: phone })).status).toBe(302);
    expect((await request("/client/dashboard", { cookie: tablet })).status).toBe(200);
    await request("/client/account", { cookie: laptop, form: { intent: "revoke-others" } });
    expect((await request("/client/dashboard", { cookie: tablet })).status).toBe(302);
    expect((await request("/client/dashboard", { cookie: laptop })).status).toBe(200);
  });

  it("ends a staff session after 2 hours without a request, a client's after 12; the limits are settings", async () => {
    const agent = await person("idle-agent@example.com", "agent");
    const client = await person("idle-client@example.com");
    const agentCookie = await signIn("agent", agent.email, agent.password);
    const clientCookie = await signIn("client", client.email, client.password);
    const db = await testDb();
    const idle = (userId: string, minutes: number) =>
      db
        .updateTable("user_sessions")
        .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes})` })
        .where("user_id", "=", userId)
        .execute();
    await idle(agent.id, 119);
    expect((await request("/agent/dashboard", { cookie: agentCookie })).status).toBe(200);
    // That request counted as activity.
    const seen = await db
      .selectFrom("user_sessions")
      .select(sql<boolean>`last_seen_at > now() - interval '1 minute'`.as("fresh"))
      .where("user_id", "=", agent.id)
      .executeTakeFirstOrThrow();
    expect(seen.fresh).toBe(true);
    await idle(agent.id, 121);
    const ended = await request("/agent/dashboard", { cookie: agentCookie });
    expect(location(ended)).toMatch(/^\/agent\/login/);
    await idle(client.id, 600);
    expect((await request("/client/dashboard", { cookie: clientCookie })).status).toBe(200);
    await idle(client.id, 12 * 60 + 1);
    expect(location(await request("/client/dashboard", { cookie: clientCookie }))).toMatch(/^\/client\/login/);

    const admin = await signIn("admin", users.admin.email, PASSWORDS.admin);
    const bad = await request("/admin/security", { cookie: admin, form: { staffIdleMinutes: "2", clientIdleHours: "0" } });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("At least 5 minutes");
    expect(badHtml).toContain("At least 1 hour");
    expect(badHtml).toMatch(/name="clientIdleHours"[^>]*value="0"/);
    expect((await request("/admin/security", { cookie: admin, form: { staffIdleMinutes: "30", clientIdleHours: "2" } })).status).toBe(302);
    const agentCookie2 = await signIn("agent", agent.email, agent.password);
    const clientCookie2 = await signIn("client", client.email, client.password);
    await idle(agent.id, 31);
    await idle(client.id, 121);
    expect((await request("/agent/dashboard", { cookie: agentCookie2 })).status).toBe(302);
    expect((await request("/client/dashboard", { cookie: clientCookie2 })).status).toBe(302);
    await db.updateTable("security_settings").set({ staff_idle_minutes: 120, client_idle_hours: 12 }).execute();
  });
});
