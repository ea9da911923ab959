// Issue 38: the public password-strength check, counted per address in this process.
import { describe, expect, it } from "vitest";
import { STRENGTH_CHECKS_PER_MINUTE, takeStrengthCheck } from "~/server/accounts/strength-limit.server";

describe("the strength check's limit per address", () => {
  it("lets an address ask its share a minute, then says how long to wait; other addresses are not held", () => {
    const t0 = 1_000_000;
    for (let i = 0; i < STRENGTH_CHECKS_PER_MINUTE; i++) expect(takeStrengthCheck("198.51.100.7", t0 + i)).toBeNull();
    expect(takeStrengthCheck("198.51.100.7", t0 + 30_000)).toBe(30);
    expect(takeStrengthCheck("198.51.100.8", t0 + 30_000)).toBeNull();
    expect(takeStrengthCheck("198.51.100.7", t0 + 60_000)).toBeNull();
  });
});
