// Issue 18: sign-ins wait at the front door (server/sign-in-door.ts): how many are let
// into the app, the order the others go in, what happens to one whose visitor gives up, and
// the answer once the line is full. Issue 38: every spelling of a sign-in path, a body still
// on its way takes no place inside, and one address holds only its share of the line. With
// stand-in responses; over real sockets in tests/integration/sign-in-door.test.ts.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { BUSY_PAGE, createDoor, isSignIn, RETRY_AFTER_SECONDS, TOO_MANY_PAGE } from "../../server/sign-in-door";

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
    door.admit(res as never, () => entered.push(i));
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
    for (const url of [
      "/contact",
      "/client/login/extra",
      "/client/loginx",
      "/x/client/login",
      "/agent/custom-login",
      "/client/forgot-password",
    ]) {
      expect(isSignIn({ method: "POST", url })).toBe(false);
    }
  });

  it("knows every spelling the router answers: letter case, trailing slashes, percent-encoding, the admin's alias, the code step", () => {
    for (const url of [
      "/ADMIN/Login",
      "/admin/login/",
      "/Client/LOGIN//?x=1",
      "/agent/%6Cogin",
      "/admin/custom-login",
      "/Admin/Custom-Login/",
      "/client/login/code",
      "/AGENT/login/code/",
      "/admin/custom-login/code.data",
    ]) {
      expect(isSignIn({ method: "POST", url }), url).toBe(true);
    }
  });

  it("lets in only as many as it has places; the others wait", () => {
    const { door, entered } = line(4, 100, 10);
    expect(entered).toEqual([0, 1, 2, 3]);
    expect(door.counts()).toMatchObject({ inside: 4, waiting: 6 });
  });

  it("passes each freed place to the longest waiting, one at a time", () => {
    const { door, entered, responses } = line(2, 100, 6);
    responses[1].close();
    expect(entered).toEqual([0, 1, 2]);
    responses[0].close();
    responses[2].close();
    expect(entered).toEqual([0, 1, 2, 3, 4]);
    expect(door.counts()).toMatchObject({ inside: 2, waiting: 1 });
    for (const r of responses.slice(3)) r.close();
    expect(door.counts()).toMatchObject({ inside: 0, waiting: 0 });
  });

  it("drops from the line a visitor who gave up, without letting anyone else in or losing a place", () => {
    const { door, entered, responses } = line(1, 100, 4);
    responses[2].close(); // its connection closed while it waited
    expect(entered).toEqual([0]);
    expect(door.counts()).toMatchObject({ inside: 1, waiting: 2 });
    responses[0].close();
    responses[1].close();
    expect(entered).toEqual([0, 1, 3]);
    responses[3].close();
    expect(door.counts()).toMatchObject({ inside: 0, waiting: 0 });
    // The next arrival goes straight in: no place was lost.
    const next = new Res();
    door.admit(next as never, () => entered.push(99));
    expect(entered.at(-1)).toBe(99);
  });

  it("answers at once with 503, Retry-After and a page saying what to do once the line is full", () => {
    const { door, entered, responses } = line(2, 3, 8);
    expect(entered).toEqual([0, 1]);
    expect(door.counts()).toMatchObject({ inside: 2, waiting: 3 });
    for (const refused of responses.slice(5)) {
      expect(refused.status).toBe(503);
      expect(refused.headers["Retry-After"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(refused.headers["Cache-Control"]).toBe("no-store");
      expect(refused.body).toBe(BUSY_PAGE);
      refused.close(); // a refused one never held a place
    }
    expect(BUSY_PAGE).toContain("Wait a few seconds and sign in again");
    expect(responses.slice(0, 5).every((r) => r.status === 0)).toBe(true);
    expect(door.counts()).toMatchObject({ inside: 2, waiting: 3 });
  });
});

describe("the sign-in door and slow or crowding clients", () => {
  it("gives a place inside only once the body has arrived: bodies on their way keep nobody out", () => {
    const door = createDoor({ insideMax: 2, waitingMax: 100 });
    const entered: string[] = [];
    const bodies: (() => void)[] = [];
    const slow = Array.from({ length: 4 }, (_, i) => {
      const res = new Res();
      door.admit(res as never, () => entered.push(`slow-${i}`), { address: "10.0.0.1", arrived: (go: () => void) => bodies.push(go) });
      return res;
    });
    expect(door.counts()).toMatchObject({ inside: 0, waiting: 0, arriving: 4 });
    door.admit(new Res() as never, () => entered.push("other"), { address: "10.0.0.2" });
    expect(entered).toEqual(["other"]);
    // One slow body is answered 408 at its deadline and its connection closes: it leaves the door.
    slow[0].close();
    bodies[0]();
    expect(entered).toEqual(["other"]);
    expect(door.counts()).toMatchObject({ inside: 1, arriving: 3 });
    bodies[1]();
    expect(entered).toEqual(["other", "slow-1"]);
  });

  it("lets one address hold only its share of the door: 429 with Retry-After past it, other addresses unaffected", () => {
    const door = createDoor({ insideMax: 2, waitingMax: 100, perAddress: 3 });
    const never = () => {};
    const mine = Array.from({ length: 5 }, () => {
      const res = new Res();
      door.admit(res as never, () => {}, { address: "10.0.0.1", arrived: never });
      return res;
    });
    expect(mine.slice(0, 3).every((r) => r.status === 0)).toBe(true);
    for (const refused of mine.slice(3)) {
      expect(refused.status).toBe(429);
      expect(refused.headers["Retry-After"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(refused.body).toBe(TOO_MANY_PAGE);
    }
    let entered = false;
    door.admit(new Res() as never, () => (entered = true), { address: "10.0.0.2" });
    expect(entered).toBe(true);
    // A place of that address freed (its connection closed): it may send one more.
    mine[0].close();
    const again = new Res();
    door.admit(again as never, () => {}, { address: "10.0.0.1", arrived: never });
    expect(again.status).toBe(0);
    for (const r of [...mine.slice(1, 3), again]) r.close();
    expect(door.counts()).toMatchObject({ arriving: 0, addresses: 1 }); // only 10.0.0.2, still inside
  });
});
