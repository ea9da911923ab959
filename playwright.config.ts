import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Real Chromium (Debian's; Playwright cannot download browsers here) against the
// production build on a throwaway embedded database seeded with the demo data.
// Every test runs twice, with JavaScript on and with it off, but for those tagged
// @js-only (their subject is what the page's scripts do) and @once (no browser: an
// HTTP request is the same in both), which run in "js" only. The demo accounts sign in
// once per worker (tests/e2e/fixtures.ts).
const PORT = Number(process.env.E2E_PORT ?? 3217);
// A real SMTP server on loopback receives the app's e-mails; tests read them over HTTP.
const MAIL_SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? PORT + 2);
const MAIL_HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? PORT + 1);
process.env.MAIL_INBOX_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.E2E_DATA_DIR = DATA_DIR; // workers load this file again: keep the same folder

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "nojs", use: { javaScriptEnabled: false }, grepInvert: /@js-only|@once/ },
  ],
  webServer: [
    {
      command: "npx tsx tests/support/mail-catcher.ts",
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: "npx tsx scripts/demo.ts",
      url: `http://127.0.0.1:${PORT}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR,
        APP_URL: `http://127.0.0.1:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}?ignoreTLS=true`,
        MAIL_POLL_MS: "500",
      },
    },
  ],
});
