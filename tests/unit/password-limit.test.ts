// At most one password check per core at once (password.server.ts): twenty sign-ins
// arriving together queue for their place, none is lost, and a place freed is handed
// to the next in line rather than counted twice.
import { expect, it } from "vitest";
import { oneAtATimePerCore } from "~/server/accounts/password.server";

it("runs at most the limit at once, and every one of twenty sent together", async () => {
  let now = 0;
  let most = 0;
  const work = (i: number) => async () => {
    now++;
    most = Math.max(most, now);
    await new Promise((r) => setTimeout(r, 5 + (i % 3)));
    now--;
    return i;
  };
  const first = Array.from({ length: 20 }, (_, i) => oneAtATimePerCore(work(i), 2));
  // More arrive while the first wait: a freed place must not let them past the queue.
  await new Promise((r) => setTimeout(r, 6));
  const late = Array.from({ length: 5 }, (_, i) => oneAtATimePerCore(work(20 + i), 2));
  expect(await Promise.all([...first, ...late])).toEqual(Array.from({ length: 25 }, (_, i) => i));
  expect(most).toBe(2);
});

it("frees the place of a check that fails", async () => {
  await expect(oneAtATimePerCore(() => Promise.reject(new Error("broken hash")), 1)).rejects.toThrow("broken hash");
  expect(await oneAtATimePerCore(async () => "next", 1)).toBe("next");
});
