// A production start names where the site lives: without APP_URL every canonical link,
// sitemap entry and e-mail link would say localhost, so the start stops instead.
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/server/runtime/env.server";

const SECRET = "a".repeat(64);

describe("APP_URL", () => {
  it("is required in production, with a message that says what it is for", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET })).toThrow(
      /APP_URL: required in production.*canonical links, the sitemap/,
    );
  });

  it("is taken as given, and refuses what is not a web address", () => {
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, APP_URL: "https://www.example.com" }).APP_URL).toBe(
      "https://www.example.com",
    );
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, APP_URL: "ftp://example.com" })).toThrow(/APP_URL/);
  });

  it("defaults to this machine for the demo and in development", () => {
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, DEMO_MODE: "true", PORT: "3100" }).APP_URL).toBe(
      "http://localhost:3100",
    );
    expect(parseEnv({ NODE_ENV: "development", SESSION_SECRET: SECRET }).APP_URL).toBe("http://localhost:3000");
  });
});
