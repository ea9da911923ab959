import { Link } from "@remix-run/react";
import { MessageList, type ShownMessage } from "./message-list";

/** An application's thread on the agent's page of the client: its latest messages and the ways to answer. */
export function ThreadPreview({
  applicationId,
  messages,
  self,
  clientName,
}: {
  applicationId: string;
  messages: ShownMessage[];
  self: string;
  clientName: string;
}) {
  return (
    <section className="mt-4 rounded-lg bg-slate-50 p-4" aria-labelledby={`thread-${applicationId}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`thread-${applicationId}`} className="text-sm font-semibold text-slate-900">
          Messages
        </h3>
        <span className="flex gap-3 text-sm">
          <Link to={`/agent/messages/${applicationId}#latest`} className="font-semibold text-brand-700 underline">
            Open the thread
          </Link>
          <Link to={`/agent/inbox?thread=${applicationId}#thread`} className="font-semibold text-brand-700 underline">
            Reply in the inbox
          </Link>
        </span>
      </div>
      {messages.length ? (
        <MessageList messages={messages} self={self} portal="agent" clientName={clientName} />
      ) : (
        <p className="text-sm text-slate-700">No messages yet.</p>
      )}
    </section>
  );
}
