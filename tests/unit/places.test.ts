// Places for costly work (places.server.ts): password and code checks, upload bodies,
// PDFs, image work. A bounded number at once, a bounded line, refused at once past it.
import { expect, it } from "vitest";
import { createPlaces, NoPlace } from "~/server/runtime/places.server";

// Issue 38: the places of the checks (places.server.ts, used by password.server.ts for every
// password and code check): a bounded number at once, refused at once past it, and a check
// nested in one holding a place takes no second one.
it("refuses at once past its places and line, and frees each place however its work ends", async () => {
  const places = createPlaces("checks", 2, 1);
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const held = [places.run(() => gate), places.run(() => gate), places.run(() => gate)];
  expect(places.counts()).toEqual({ inside: 2, waiting: 1 });
  await expect(places.run(async () => "late")).rejects.toBeInstanceOf(NoPlace);
  release();
  await Promise.all(held);
  await expect(places.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
  expect(places.counts()).toEqual({ inside: 0, waiting: 0 });
});

it("runs a check nested in one holding a place in that place", async () => {
  const places = createPlaces("checks", 1);
  expect(await places.run(() => places.run(async () => "inner"))).toBe("inner");
  expect(places.counts()).toEqual({ inside: 0, waiting: 0 });
});

it("runs one at a time in arrival order, and frees a place taken by enter() once however often it is freed", async () => {
  const places = createPlaces("PDFs", 1, 2);
  const order: string[] = [];
  const leave = await places.enter();
  const second = places.run(async () => void order.push("second"));
  const third = places.run(async () => {
    order.push("third");
    throw new Error("failed");
  });
  await expect(places.run(async () => "fourth")).rejects.toBeInstanceOf(NoPlace);
  leave();
  leave(); // twice: still one place
  await Promise.all([second, third.catch(() => {})]);
  expect(order).toEqual(["second", "third"]);
  expect(places.counts()).toEqual({ inside: 0, waiting: 0 });
});
