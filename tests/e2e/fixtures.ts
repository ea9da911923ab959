import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, type Role } from "./demo-accounts";

// The fixtures of the browser tests: a page already signed in as each demo account, a
// browser of one's own, and signing in and out by the form.
//
// A demo account signs in once per worker, by posting the sign-in form (no page), and
// its session cookie is given to every context that test asks for as that account
// (Playwright's storageState). Tests about signing in still type the password: signIn().
// Nothing here signs a demo account out: a signed-in fixture page is never given to
// signOut(), which would end the session the worker's other tests share.

export { expect };
export { DEMO, type Role };

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

type Fixtures = {
  /** A page in a context of its own, signed in as the demo admin (it starts blank: go somewhere). */
  adminPage: Page;
  agentPage: Page;
  clientPage: Page;
  /** Another person at the same site: a new context (the test's options: JavaScript, viewport), signed in as `role` or not at all. */
  newPage: (role?: Role) => Promise<Page>;
};
type WorkerFixtures = {
  /** The session of a demo account, signed in on first use in this worker. */
  demoSession: (role: Role) => Promise<StorageState>;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  demoSession: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const sessions = new Map<Role, Promise<StorageState>>();
      const signInOnce = async (role: Role) => {
        const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
        try {
          const { email, password } = DEMO[role];
          const res = await api.post(`/${role}/login`, { form: { email, password }, maxRedirects: 0 });
          expect(res.status(), `the demo ${role} signs in`).toBe(302);
          expect(res.headers().location, `the demo ${role} signs in`).toBe(DEMO[role].home);
          return await api.storageState();
        } finally {
          await api.dispose();
        }
      };
      await provide((role) => {
        if (!sessions.has(role)) sessions.set(role, signInOnce(role));
        return sessions.get(role)!;
      });
    },
    { scope: "worker" },
  ],
  newPage: async ({ browser, demoSession }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role) => {
      // browser.newContext() takes the test's options (baseURL, JavaScript, viewport).
      const context = await browser.newContext(role ? { storageState: await demoSession(role) } : {});
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  adminPage: async ({ newPage }, provide) => provide(await newPage("admin")),
  agentPage: async ({ newPage }, provide) => provide(await newPage("agent")),
  clientPage: async ({ newPage }, provide) => provide(await newPage("client")),
});

/** Signs in by the form and waits for where it leads (with JavaScript the navigation finishes after the click). */
export async function signIn(page: Page, portal: Role, email: string, password: string, leadsTo: string | RegExp = `/${portal}/dashboard`) {
  await page.goto(`/${portal}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(leadsTo);
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/(admin|agent|client)\/login$/);
}
