// Issue 38: heavy work (PDFs, image resizing) runs a few at a time behind a short line; past it, refused at once.
import { describe, expect, it } from "vitest";
import { workQueue, WorkBusy } from "~/server/work-queue.server";

describe("a line for heavy work", () => {
  it("runs one at a time in order, refuses what does not fit in the line, and frees its place after a failure", async () => {
    const run = workQueue("test", 1, 2);
    const order: string[] = [];
    let release!: () => void;
    const first = run(() => new Promise<void>((r) => (release = r)).then(() => void order.push("first")));
    const second = run(async () => void order.push("second"));
    const third = run(async () => {
      order.push("third");
      throw new Error("failed");
    });
    await expect(run(async () => "fourth")).rejects.toBeInstanceOf(WorkBusy);
    release();
    await Promise.all([first, second, third.catch(() => {})]);
    expect(order).toEqual(["first", "second", "third"]);
    expect(await run(async () => "after")).toBe("after");
  });
});
