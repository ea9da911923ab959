// Request bodies at the front door (server/index.ts), counted as the parser hands their bytes
// over: a limit (413 before or as the body arrives) and a deadline (408 for a body that has
// not arrived in time), and, for a sign-in, a hold that keeps its body at the door until it
// may enter the app, so that a body still on its way never takes a place inside.
import type { IncomingMessage, ServerResponse } from "node:http";
import { doorPage, sendDoorPage } from "./door-page";

export const FORM_BODY_LIMIT = 256 * 1024;
/** Twice the largest file (10 MB) and room for the other fields, so a file a little too large still gets its message beside the field. */
export const UPLOAD_BODY_LIMIT = 21 * 1024 * 1024;
/** A sign-in or code form holds an e-mail, a password (1,024 characters at most), a code and where to go next: a few KB, percent-encoded. */
export const SIGN_IN_BODY_LIMIT = 16 * 1024;
const UPLOAD_PATHS = [
  /^\/client\/dashboard(-static|-dynamic)?$/,
  /^\/(admin|agent|client)\/messages\/[^/]+$/,
  /^\/admin\/blog\/(new|edit\/[^/]+)$/,
  /^\/admin\/visa-success\/[^/]+$/,
  /^\/admin\/team\/[^/]+$/,
];

/** A file form (multipart) posted to a page that takes files. */
export function isUpload(pathname: string, contentType = ""): boolean {
  const path = pathname.replace(/\.data$/, "");
  return /^multipart\/form-data/i.test(contentType) && UPLOAD_PATHS.some((re) => re.test(path));
}

/** The upload limit for an upload; the sign-in limit for a sign-in; the form limit for everything else. */
export function bodyLimit(pathname: string, contentType = "", signIn = false): number {
  if (signIn) return SIGN_IN_BODY_LIMIT;
  return isUpload(pathname, contentType) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/**
 * How long a body of `bytes` may take to arrive: five seconds, and a second more for each
 * 50 KB (a slow mobile upload of 400 kbit/s). A sign-in: 5 s; a full form: 10 s; a 10 MB
 * file: 3.5 minutes. A body with no Content-Length is given the time of its limit.
 */
export const BODY_DEADLINE_BASE_MS = 5_000;
export const BODY_BYTES_PER_SECOND = 50 * 1024;
export function bodyDeadlineMs(bytes: number): number {
  return BODY_DEADLINE_BASE_MS + Math.ceil((Math.max(0, bytes) / BODY_BYTES_PER_SECOND) * 1000);
}

/** The longest any body may take (an upload at its limit): Node's own request timeout is set past it. */
export const LONGEST_BODY_MS = bodyDeadlineMs(UPLOAD_BODY_LIMIT);

export const TOO_LARGE_PAGE = doorPage(
  "Too large",
  `<h1>That was too large to send</h1><p>Forms take up to 256 KB of text, and files up to 10 MB. Go back, shorten the text or choose a smaller file, and send it again.</p>
<p>Use your browser's Back button to return to the form, or go to the <a href="/">home page</a>.</p>`,
);

export const TOO_SLOW_PAGE = doorPage(
  "Too slow",
  `<h1>The form did not arrive in time</h1><p>Nothing was saved. The connection may be slow or have dropped: go back and send the form again.</p>
<p>Use your browser's Back button to return to the form, or go to the <a href="/">home page</a>.</p>`,
);

/**
 * Answers a request whose body is refused (413, 408) with the door's page, and makes whatever
 * the app writes later (it may still be reading the body) go nowhere: every way Node's and
 * Express's responses set a header or write is made a no-op. The app's reading of the body
 * fails, so it never acts on a cut form.
 */
export function refuseBody(req: IncomingMessage, res: ServerResponse, status: 408 | 413, page: string) {
  if (!res.headersSent) sendDoorPage(res, status, page);
  const silenced = res as unknown as Record<string, unknown>;
  for (const name of ["writeHead", "setHeader", "appendHeader", "removeHeader", "flushHeaders", "end"]) silenced[name] = () => res;
  res.getHeader = () => undefined;
  res.write = () => true;
  req.push = () => true;
  const error = Object.assign(new Error(status === 408 ? "request body too slow" : "request body over its limit"), { status });
  if (req.listenerCount("error") > 0) req.emit("error", error);
  // The rest of the body is read and dropped for up to two seconds, so the client
  // reads the answer before the connection closes (closing at once can reset it
  // first); a body still arriving then is cut off.
  setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, 2_000).unref();
}

/**
 * Watches a request's body from its headers on (IncomingMessage#push): past `limit` bytes
 * (declared or counted: a chunked body has none to check) it is refused with 413; not
 * complete within its deadline, with 408. The clock does not blame the client while the app
 * is not reading (the body's buffer is full: an upload waiting for its turn).
 * With `hold`, the bytes are kept here until `release()`; `arrived(callback)` says when the
 * last of them came. Returns null when the body was refused at once.
 */
export type WatchedBody = {
  /** Calls `callback` once the whole body has arrived (at once if it has). */
  arrived(callback: () => void): void;
  /** Hands what was held to the request's stream; from now on its bytes flow straight through. */
  release(): void;
};

export function watchBody(
  req: IncomingMessage,
  res: ServerResponse,
  { limit, hold = false }: { limit: number; hold?: boolean },
): WatchedBody | null {
  const header = req.headers["content-length"];
  const declared = header === undefined ? null : Number(header);
  if (declared !== null && declared > limit) {
    refuseBody(req, res, 413, TOO_LARGE_PAGE);
    return null;
  }
  const push = req.push;
  let received = 0;
  let ended = false;
  let held: Buffer[] | null = hold ? [] : null;
  let refused = false;
  let onArrived = () => {};
  const refuse = (status: 408 | 413, page: string) => {
    refused = true;
    clearTimeout(timer);
    refuseBody(req, res, status, page);
  };
  const onDeadline = (): void => {
    if (ended || refused || req.socket.destroyed) return;
    // Answered already (a guard's redirect), the rest of the body being read and dropped: no more waiting for it.
    if (res.writableEnded) {
      req.socket.destroy();
      return;
    }
    if (req.readableLength >= req.readableHighWaterMark) {
      timer = setTimeout(onDeadline, BODY_DEADLINE_BASE_MS).unref();
      return;
    }
    refuse(408, TOO_SLOW_PAGE);
  };
  let timer = setTimeout(onDeadline, bodyDeadlineMs(declared ?? limit)).unref();
  req.push = function (this: IncomingMessage, chunk: Buffer | null, encoding?: BufferEncoding) {
    if (chunk === null) {
      ended = true;
      clearTimeout(timer);
      if (!held) return push.call(this, chunk, encoding);
      onArrived();
      return false;
    }
    received += chunk.length;
    if (received > limit) {
      refuse(413, TOO_LARGE_PAGE);
      return true;
    }
    if (!held) return push.call(this, chunk, encoding);
    held.push(chunk);
    return true;
  };
  return {
    arrived(callback) {
      if (ended) callback();
      else onArrived = callback;
    },
    release() {
      if (!held) return;
      const chunks = held;
      held = null;
      if (refused) return;
      for (const chunk of chunks) push.call(req, chunk);
      if (ended) push.call(req, null);
    },
  };
}
