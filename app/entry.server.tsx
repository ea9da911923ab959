import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { cacheDocument } from "~/server/cache-headers.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/server/security-headers.server";
import { startServer } from "~/server/startup.server";

// Configuration, migrations and the production checks run before the first
// request; a failure here stops the start with a message naming its cause.
await startServer();

const RENDER_TIMEOUT_MS = 10_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
) {
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
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    sink.on("error", (error) => {
      done();
      reject(error);
    });
    const stream = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_TIMEOUT_MS} />,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: (error) => {
          done();
          reject(error);
        },
        onError(error) {
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    abort = stream.abort;
  });
}

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return; // a 404 or 405 is not a fault
  console.error(error);
}
