// Issue 18: sign-ins wait at the front door (app/server/sign-in-door.js): how many are let
// into the app, the order the others go in, what happens to one whose visitor gives up, and
// the answer once the line is full. With stand-in responses; over real sockets in
// tests/integration/sign-in-door.test.ts.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { BUSY_PAGE, createDoor, isSignIn, RETRY_AFTER_SECONDS } from "~/server/sign-in-door.js";

class Res extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  body = "";
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }
  end(body: string) {
    this.body = body;
  }
  /** The response is finished or its connection closed: Node emits "close" either way. */
  close() {
    this.emit("close");
  }
}

function line(insideMax: number, waitingMax: number, arrivals: number) {
  const door = createDoor({ insideMax, waitingMax });
  const entered: number[] = [];
  const responses = Array.from({ length: arrivals }, (_, i) => {
    const res = new Res();
    door.admit(res, () => entered.push(i));
    return res;
  });
  return { door, entered, responses };
}

describe("the sign-in door", () => {
  it("knows a sign-in: a POST to a portal's sign-in page, or Remix's data request for it", () => {
    for (const url of ["/client/login", "/agent/login", "/admin/login?redirectTo=%2Fadmin", "/client/login.data"]) {
      expect(isSignIn({ method: "POST", url })).toBe(true);
    }
    expect(isSignIn({ method: "GET", url: "/client/login" })).toBe(false);
    for (const url of ["/contact", "/client/login/extra", "/client/loginx", "/x/client/login"]) expect(isSignIn({ method: "POST", url })).toBe(false);
  });

  it("lets in only as many as it has places; the others wait", () => {
    const { door, entered } = line(4, 100, 10);
    expect(entered).toEqual([0, 1, 2, 3]);
    expect(door.counts()).toEqual({ inside: 4, waiting: 6 });
  });

  it("passes each freed place to the longest waiting, one at a time", () => {
    const { door, entered, responses } = line(2, 100, 6);
    responses[1].close();
    expect(entered).toEqual([0, 1, 2]);
    responses[0].close();
    responses[2].close();
    expect(entered).toEqual([0, 1, 2, 3, 4]);
    expect(door.counts()).toEqual({ inside: 2, waiting: 1 });
    for (const r of responses.slice(3)) r.close();
    expect(door.counts()).toEqual({ inside: 0, waiting: 0 });
  });

  it("drops from the line a visitor who gave up, without letting anyone else in or losing a place", () => {
    const { door, entered, responses } = line(1, 100, 4);
    responses[2].close(); // its connection closed while it waited
    expect(entered).toEqual([0]);
    expect(door.counts()).toEqual({ inside: 1, waiting: 2 });
    responses[0].close();
    responses[1].close();
    expect(entered).toEqual([0, 1, 3]);
    responses[3].close();
    expect(door.counts()).toEqual({ inside: 0, waiting: 0 });
    // The next arrival goes straight in: no place was lost.
    const next = new Res();
    door.admit(next, () => entered.push(99));
    expect(entered.at(-1)).toBe(99);
  });

  it("answers at once with 503, Retry-After and a page saying what to do once the line is full", () => {
    const { door, entered, responses } = line(2, 3, 8);
    expect(entered).toEqual([0, 1]);
    expect(door.counts()).toEqual({ inside: 2, waiting: 3 });
    for (const refused of responses.slice(5)) {
      expect(refused.status).toBe(503);
      expect(refused.headers["Retry-After"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(refused.headers["Cache-Control"]).toBe("no-store");
      expect(refused.body).toBe(BUSY_PAGE);
      refused.close(); // a refused one never held a place
    }
    expect(BUSY_PAGE).toContain("Wait a few seconds and sign in again");
    expect(responses.slice(0, 5).every((r) => r.status === 0)).toBe(true);
    expect(door.counts()).toEqual({ inside: 2, waiting: 3 });
  });
});
