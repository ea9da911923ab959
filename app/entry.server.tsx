import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { cacheData, cacheDocument } from "~/server/http/cache-headers.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/server/http/security-headers.server";
import { startServer } from "~/server/runtime/startup.server";
import { background } from "~/jobs.server";

// Configuration, migrations and the production checks run before the first
// request; a failure here stops the start with a message naming its cause. Then
// the outbox's worker starts with every e-mail and job of the product (jobs.server.ts).
await startServer(background);

// What the server in front of Remix (server/index.ts) shares with the app, made once in
// this bundle: the server reads these from the build it imports (build.entry.module).
export { drain } from "~/server/runtime/drain.server";
export { renderCache } from "~/server/http/render-cache.server";
export { requestScope } from "~/server/http/request-scope.server";

const RENDER_TIMEOUT_MS = 10_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

export default async function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  // The whole document is rendered before it is sent, so every inline script
  // can be hashed into the Content-Security-Policy.
  const html = await renderDocument(request, remixContext);
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
  headers.set("Content-Type", "text/html; charset=utf-8");
  return cacheDocument(request, status, headers, html);
}

function renderDocument(request: Request, remixContext: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    // Abort a render that hangs; cleared as soon as it ends, so no request's
    // document stays referenced by a pending timer.
    let abort = () => {};
    const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS + 1000);
    const done = () => clearTimeout(timer);
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      done();
      resolve(scriptsInsideBody(withoutNul(Buffer.concat(chunks).toString("utf8"))));
    });
    sink.on("error", (error) => {
      done();
      reject(error);
    });
    const stream = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={RENDER_TIMEOUT_MS} />, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        done();
        reject(error);
      },
      onError(error) {
        if (!request.signal.aborted) console.error(error);
      },
    });
    abort = stream.abort;
  });
}

/**
 * React 18's Node stream (react-dom 18.3.1, writeStringChunk) sends its whole 2 KB buffer
 * when a multi-byte character does not fit at its end, so the unwritten bytes go out as
 * NUL characters in the middle of text, attribute values and the data scripts
 * (facebook/react#31134). No stored text holds a NUL (forms refuse it), and a browser
 * drops or replaces one anyway, so every NUL of the document is removed.
 */
function withoutNul(html: string) {
  return html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
}

/**
 * React streams the route data's <script> tags after the closing </html> (they follow the
 * shell); a browser copes, but it is invalid HTML. The document is whole here, so they are
 * moved inside the body, before </body>.
 */
function scriptsInsideBody(html: string) {
  const close = "</body></html>";
  const end = html.indexOf(close);
  if (end < 0 || end + close.length === html.length) return html;
  return html.slice(0, end) + html.slice(end + close.length) + close;
}

export function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  return cacheData(request, response);
}

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return; // a 404 or 405 is not a fault
  console.error(error);
}
