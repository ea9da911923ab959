// The small pages the front door answers with itself, before Remix (a body too large, a
// sign-in line that is full): one page shell and one set of headers for them.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/** A page with nothing to load: its own styles inline, its title, and its body's HTML. */
export function doorPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
${body}</body></html>`;
}

/** Sends one of those pages: never cached, and allowed nothing but its inline styles. */
export function sendDoorPage(res: ServerResponse, status: number, page: string, headers: OutgoingHttpHeaders = {}) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    ...headers,
  });
  res.end(page);
}
