// Issue 38: a request body's deadline at the front door (server/request-body.ts): seconds
// for a sign-in or a small form, more in proportion to a larger body; 408 for a body that has
// not arrived by then, never for one the app is not reading yet; and a sign-in's body held at
// the door until it may enter. With stand-in requests; over real sockets in
// tests/integration/sign-in-door.test.ts.
import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodyDeadlineMs, SIGN_IN_BODY_LIMIT, TOO_SLOW_PAGE, watchBody } from "../../server/request-body";

class Req extends EventEmitter {
  pushed: (Buffer | null)[] = [];
  complete = false;
  readableLength = 0;
  readableHighWaterMark = 16_384;
  socket = { destroyed: false, destroy: () => (this.socket.destroyed = true) };
  constructor(public headers: Record<string, string>) {
    super();
  }
  push(chunk: Buffer | null) {
    this.pushed.push(chunk);
    return true;
  }
}

class Res extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  body = "";
  headersSent = false;
  writableEnded = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    this.headersSent = true;
  }
  end(body: string) {
    this.body = body;
    this.writableEnded = true;
  }
}

/** What the HTTP parser does with a body's bytes. */
const arrive = (req: Req, text: string | null) => req.push(text === null ? null : Buffer.from(text));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a request body's deadline", () => {
  it("is seconds for a sign-in or a small form, and grows with the body's size", () => {
    expect(bodyDeadlineMs(200)).toBeLessThan(6_000);
    expect(bodyDeadlineMs(256 * 1024)).toBeLessThanOrEqual(11_000);
    expect(bodyDeadlineMs(10 * 1024 * 1024)).toBeGreaterThan(120_000);
    expect(bodyDeadlineMs(10 * 1024 * 1024)).toBeLessThan(300_000);
  });

  it("answers 408 with a short page to a body not here by its deadline, and the app's reading of it fails", () => {
    const req = new Req({ "content-length": "100" });
    const res = new Res();
    watchBody(req as never, res as never, { limit: SIGN_IN_BODY_LIMIT });
    const failed = vi.fn();
    req.on("error", failed);
    arrive(req, "email=a%40b.c&pass");
    vi.advanceTimersByTime(bodyDeadlineMs(100) - 1);
    expect(res.status).toBe(0);
    vi.advanceTimersByTime(1);
    expect(res.status).toBe(408);
    expect(res.body).toBe(TOO_SLOW_PAGE);
    expect(failed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2_000);
    expect(req.socket.destroyed).toBe(true); // its place (the connection) is let go
  });

  it("leaves alone a body that arrived in time", () => {
    const req = new Req({ "content-length": "10" });
    const res = new Res();
    watchBody(req as never, res as never, { limit: SIGN_IN_BODY_LIMIT });
    arrive(req, "email=a%40b");
    arrive(req, null);
    vi.advanceTimersByTime(60_000);
    expect(res.status).toBe(0);
    expect(req.pushed).toHaveLength(2);
  });

  it("does not blame the client while the app is not reading (an upload waiting for its turn)", () => {
    const req = new Req({ "content-length": String(1024 * 1024) });
    const res = new Res();
    watchBody(req as never, res as never, { limit: 21 * 1024 * 1024 });
    req.readableLength = req.readableHighWaterMark; // the buffer is full: the socket is paused by us
    vi.advanceTimersByTime(bodyDeadlineMs(1024 * 1024) + 30_000);
    expect(res.status).toBe(0);
    req.readableLength = 0; // the app reads; the client then sends nothing more
    vi.advanceTimersByTime(5_000);
    expect(res.status).toBe(408);
  });

  it("holds a sign-in's body at the door until it is released, and says when all of it has arrived", () => {
    const req = new Req({ "content-length": "20" });
    const res = new Res();
    const body = watchBody(req as never, res as never, { limit: SIGN_IN_BODY_LIMIT, hold: true })!;
    const arrived = vi.fn();
    body.arrived(arrived);
    arrive(req, "email=a%40b.c");
    expect(req.pushed).toEqual([]);
    expect(arrived).not.toHaveBeenCalled();
    arrive(req, "&password=x");
    arrive(req, null);
    expect(arrived).toHaveBeenCalledOnce();
    expect(req.pushed).toEqual([]);
    body.release();
    expect(req.pushed.map((c) => c?.toString() ?? null)).toEqual(["email=a%40b.c", "&password=x", null]);
    vi.advanceTimersByTime(60_000);
    expect(res.status).toBe(0);
  });

  it("refuses a held body over the sign-in limit as it arrives", () => {
    const req = new Req({});
    const res = new Res();
    watchBody(req as never, res as never, { limit: SIGN_IN_BODY_LIMIT, hold: true });
    arrive(req, "x".repeat(SIGN_IN_BODY_LIMIT + 1));
    expect(res.status).toBe(413);
  });
});
