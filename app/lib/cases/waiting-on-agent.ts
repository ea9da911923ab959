// What waits on an agent, as one list, most urgent first.
//
// Every entry gets the firm's day by which it should be done: a client's message is answered
// within a working day, an upload reviewed within two, a task by its due date, a key date by
// the date itself. The list is sorted by that day; on the same day a hard date (a key date)
// comes before a task, a task before a reply, a reply before a review; then the oldest first.

export const REPLY_WITHIN_DAYS = 1;
export const REVIEW_WITHIN_DAYS = 2;

export type WaitingKind = "key-date" | "task" | "message" | "document";

export const WAITING_KIND_LABELS: Record<WaitingKind, string> = {
  "key-date": "Key date",
  task: "Task",
  message: "Message",
  document: "Document",
};

const SAME_DAY_ORDER: WaitingKind[] = ["key-date", "task", "message", "document"];

export type Waiting = {
  kind: WaitingKind;
  id: string;
  title: string;
  href: string;
  /** The firm's day it should be done by ("2026-11-24"); null for a task with no due date (last). */
  dueOn: string | null;
  /** When it started waiting (an ISO time), to order entries due the same day. */
  since: string;
};

/** The firm's calendar day of `at` plus `days` days, in `zone` ("2026-11-24"). */
export function dayAfter(at: string | Date, days: number, zone: string): string {
  const time = new Date(at).getTime() + days * 86_400_000;
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(time));
}

export function mostUrgentFirst(entries: Waiting[]): Waiting[] {
  return [...entries].sort(
    (a, b) =>
      compareDue(a.dueOn, b.dueOn) ||
      SAME_DAY_ORDER.indexOf(a.kind) - SAME_DAY_ORDER.indexOf(b.kind) ||
      a.since.localeCompare(b.since) ||
      a.id.localeCompare(b.id),
  );
}

function compareDue(a: string | null, b: string | null) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** "Overdue since 3 December", "Due today", "Due 3 December": how the entry stands today. */
export function urgency(dueOn: string | null, today: string): "overdue" | "today" | "later" | "undated" {
  if (dueOn === null) return "undated";
  if (dueOn < today) return "overdue";
  return dueOn === today ? "today" : "later";
}
