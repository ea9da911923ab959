import { Form, Link } from "@remix-run/react";
import { formatDateTime } from "~/lib/ui/format";

// The pieces of the staff inbox: its filters, its rows and the saved-reply chooser.
// Each is a link or a GET form, so the inbox works without JavaScript.

/** The inbox's own query (filters, order, page), the open thread and chosen reply left out. */
export type InboxQuery = Record<string, string>;

export function inboxHref(query: InboxQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(Object.entries({ ...query, ...extra }).filter(([, v]) => v !== ""));
  return `?${params}`;
}

export function InboxFilterBar({
  q,
  sort,
  unread,
  waiting,
  client,
}: {
  q: string;
  sort: string;
  unread: boolean;
  waiting: boolean;
  client: { id: string; name: string } | null;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm" role="search">
      <div className="min-w-[12rem] flex-1">
        <label htmlFor="inbox-q" className="label">
          Client
        </label>
        <input id="inbox-q" name="q" type="search" defaultValue={q} placeholder="Client's name" className="input mt-1" />
      </div>
      <div>
        <label htmlFor="inbox-sort" className="label">
          Order
        </label>
        <select id="inbox-sort" name="sort" defaultValue={sort} className="input mt-1">
          <option value="unread">Unread first</option>
          <option value="waiting">Oldest waiting first</option>
        </select>
      </div>
      <label className="flex items-center gap-2 py-2 text-sm text-slate-800">
        <input type="checkbox" name="unread" value="1" defaultChecked={unread} className="h-4 w-4" />
        Unread only
      </label>
      <label className="flex items-center gap-2 py-2 text-sm text-slate-800">
        <input type="checkbox" name="waiting" value="1" defaultChecked={waiting} className="h-4 w-4" />
        Waiting for us
      </label>
      {client ? <input type="hidden" name="client" value={client.id} /> : null}
      <button type="submit" className="btn-secondary">
        Apply
      </button>
      {client ? (
        <p className="w-full text-sm text-slate-700">
          {`Only the threads of ${client.name} · `}
          <Link to="?" className="text-brand-700 underline">
            Show every client
          </Link>
        </p>
      ) : null}
    </Form>
  );
}

export type InboxRowView = {
  id: string;
  reference: string;
  service: string;
  client_name: string;
  snippet: string | null;
  last_message_at: string | Date | null;
  awaiting_reply_since: string | Date | null;
  unread: number;
};

export function InboxRows({ rows, query, open }: { rows: InboxRowView[]; query: InboxQuery; open: string | null }) {
  return (
    <ol className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm" aria-label="Threads">
      {rows.map((r) => (
        <li key={r.id} data-thread={r.id} className={r.id === open ? "bg-brand-50" : undefined}>
          <Link
            to={`${inboxHref(query, { thread: r.id })}#thread`}
            className="block px-4 py-3 hover:bg-slate-50"
            aria-current={r.id === open ? "true" : undefined}
          >
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <span className={r.unread ? "font-semibold text-slate-900" : "text-slate-900"}>{r.client_name}</span>
              <span className="text-xs text-slate-600">{formatDateTime(r.last_message_at)}</span>
            </span>
            <span className="block text-sm text-slate-600">{`${r.reference} · ${r.service}`}</span>
            <span className="mt-1 block truncate text-sm text-slate-700">{r.snippet}</span>
            <span className="mt-1 flex flex-wrap gap-2 text-xs">
              {r.unread ? <span className="rounded bg-brand-700 px-2 py-0.5 font-semibold text-white">{`${r.unread} unread`}</span> : null}
              {r.awaiting_reply_since ? (
                <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{`Waiting for us since ${formatDateTime(r.awaiting_reply_since)}`}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** A GET form: the inbox again with the chosen reply filled into the text (editable before sending). */
export function SavedReplyChooser({
  query,
  thread,
  replies,
  chosen,
}: {
  query: InboxQuery;
  thread: string;
  replies: { id: string; title: string }[];
  chosen: string;
}) {
  if (!replies.length) return null;
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm">
      {Object.entries({ ...query, thread }).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="min-w-[12rem] flex-1">
        <label htmlFor="saved-reply" className="label">
          Saved reply
        </label>
        <select id="saved-reply" name="reply" defaultValue={chosen} className="input mt-1">
          {replies.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Use this reply
      </button>
    </Form>
  );
}
