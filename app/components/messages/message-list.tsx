import { formatDateTime } from "~/lib/ui/format";

const URL_RE = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain text with its web addresses made into links; React escapes the rest. */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_RE).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-brand-700 underline" rel="noopener noreferrer nofollow" target="_blank">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export type ShownMessage = {
  id: string;
  body: string;
  from_client: boolean;
  file_id: string | null;
  file_name: string | null;
  created_at: string | Date;
  author_id: string | null;
  author_name: string | null;
};

/** A thread's messages, oldest first, the latest with id="latest". */
export function MessageList({
  messages,
  self,
  portal,
  clientName,
}: {
  messages: ShownMessage[];
  self: string;
  portal: string;
  clientName: string;
}) {
  return (
    <ol className="space-y-3" aria-label="Messages">
      {messages.map((m, i) => {
        const mine = m.author_id === self;
        const who = mine ? "You" : m.from_client ? (portal === "client" ? "You" : clientName) : (m.author_name ?? "Your case team");
        return (
          <li
            key={m.id}
            id={i === messages.length - 1 ? "latest" : undefined}
            className={`rounded-lg p-4 shadow-sm ${mine ? "ml-8 bg-brand-50" : "mr-8 bg-white"}`}
          >
            <p className="text-xs text-slate-600">{`${who} · ${formatDateTime(m.created_at)}`}</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">
              <Linkified text={m.body} />
            </p>
            {m.file_id ? (
              <p className="mt-2 text-sm">
                <a href={`/messages/attachments/${m.id}`} className="text-brand-700 underline">{`Attachment: ${m.file_name ?? "file"}`}</a>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
