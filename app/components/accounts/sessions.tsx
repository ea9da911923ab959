import { Form } from "@remix-run/react";
import { Section, SubmitButton } from "~/components/cases/people";
import { formatDateTime } from "~/lib/ui/format";

// The account page's last two sections: where the person is signed in (each session can be
// ended) and what happened to their account lately.

type When = string | Date;
type Session = { id: string; device: string; current: boolean; signedInAt: When; lastSeenAt: When; ip: string | null };
type AccountEvent = { id: number | string; at: When; label: string; by: string | null; ip: string | null };

export function SessionsSection({ sessions }: { sessions: Session[] }) {
  return (
    <Section id="sessions" title="Where you are signed in">
      <ul className="divide-y divide-slate-100 text-sm">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">This device</span>
                ) : null}
              </p>
              <p className="text-slate-600">{`Signed in ${formatDateTime(s.signedInAt)}${s.ip ? ` from ${s.ip}` : ""} · last active ${formatDateTime(s.lastSeenAt)}`}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="session" value={s.id} />
              <SubmitButton intent="revoke-session" tone="secondary">
                {s.current ? "Sign out here" : "Sign out"}
              </SubmitButton>
            </Form>
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-3">
          <SubmitButton intent="revoke-others" tone="secondary">
            Sign out everywhere else
          </SubmitButton>
        </Form>
      ) : null}
    </Section>
  );
}

export function ActivitySection({ events }: { events: AccountEvent[] }) {
  return (
    <Section id="activity-heading" title="Recent activity">
      {events.length ? (
        <ul className="space-y-1 text-sm text-slate-700">
          {events.map((e) => (
            <li
              key={e.id}
            >{`${formatDateTime(e.at)} · ${e.label}${e.by ? ` (by ${e.by})` : ""}${e.ip && e.ip !== "direct" ? ` · ${e.ip}` : ""}`}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing yet.</p>
      )}
    </Section>
  );
}
