import type { Role } from "./accounts/portals";

/** The kinds of notification (notifications.kind, notification_preferences.kind). */
export type NotificationKind =
  | "status_changed"
  | "document_reviewed"
  | "document_requested"
  | "message_received"
  | "client_assigned"
  | "document_uploaded"
  | "stuck_items"
  | "key_date"
  | "task_assigned"
  | "task_due"
  | "billing"
  | "answers_reviewed"
  | "answers_sent"
  | "lead_follow_up";
/** How a kind reaches its person by e-mail (notification_preferences.mode). */
export type DeliveryMode = "immediate" | "digest" | "off";

// What each portal's people are told about, and how by default. Security e-mails
// (invitations, password and two-factor changes) are not here: they always go.

export type KindInfo = { label: string; hint: string; roles: Role[]; defaultMode: DeliveryMode };

export const NOTIFICATION_KINDS: Record<NotificationKind, KindInfo> = {
  status_changed: {
    label: "My application moves on",
    hint: "When the status of your application changes, with any note for you.",
    roles: ["client"],
    defaultMode: "immediate",
  },
  document_reviewed: {
    label: "A document is checked",
    hint: "When a document you uploaded is accepted, or a new copy is needed and why.",
    roles: ["client"],
    defaultMode: "immediate",
  },
  document_requested: {
    label: "A document is asked for",
    hint: "When we ask you for a document.",
    roles: ["client"],
    defaultMode: "immediate",
  },
  message_received: {
    label: "A new message",
    hint: "When someone writes to you about an application.",
    roles: ["client", "agent", "admin"],
    defaultMode: "immediate",
  },
  client_assigned: {
    label: "A client is assigned to me",
    hint: "When an admin makes you the agent of a client.",
    roles: ["agent"],
    defaultMode: "immediate",
  },
  document_uploaded: {
    label: "My client uploads a document",
    hint: "When one of your clients uploads a document to review.",
    roles: ["agent"],
    defaultMode: "immediate",
  },
  key_date: {
    label: "A key date comes close",
    hint: "90, 30 and 7 days before a key date (a passport's expiry, an appointment, a deadline) and on the day.",
    roles: ["client", "agent"],
    defaultMode: "immediate",
  },
  task_assigned: {
    label: "A task is given to me",
    hint: "When someone gives you a task on an application, with its due date.",
    roles: ["client", "agent", "admin"],
    defaultMode: "immediate",
  },
  task_due: {
    label: "A task of mine falls due",
    hint: "On the day a task given to you is due, if it is not done yet.",
    roles: ["client", "agent", "admin"],
    defaultMode: "immediate",
  },
  stuck_items: {
    label: "What is stuck, each morning",
    hint: "Documents waiting for review and client messages unanswered for more than three days.",
    roles: ["admin"],
    defaultMode: "immediate",
  },
  answers_reviewed: {
    label: "My answers are checked",
    hint: "When your case team accepts a section of your questionnaire, or asks for a change and says why.",
    roles: ["client"],
    defaultMode: "immediate",
  },
  answers_sent: {
    label: "A client sends answers",
    hint: "When one of your clients sends a section of their questionnaire to review.",
    roles: ["agent"],
    defaultMode: "immediate",
  },
  lead_follow_up: {
    label: "My leads' follow-ups fall due",
    hint: "Once, on the day follow-ups of enquiries you own are due, with who to call back.",
    roles: ["agent", "admin"],
    defaultMode: "immediate",
  },
  billing: {
    label: "Agreements and invoices",
    hint: "When a service agreement waits for your signature, or an invoice is sent to you.",
    roles: ["client"],
    defaultMode: "immediate",
  },
};

export const DELIVERY_MODES: { value: DeliveryMode; label: string }[] = [
  { value: "immediate", label: "E-mail me at once" },
  { value: "digest", label: "In one e-mail a day" },
  { value: "off", label: "No e-mail (still in What's new)" },
];

export function kindsFor(role: Role): NotificationKind[] {
  return (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((k) => NOTIFICATION_KINDS[k].roles.includes(role));
}
