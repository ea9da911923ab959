// The timeline of a lead (enquiry_activities): what staff write (a note, a call and its
// outcome, an e-mail, a meeting) and what is recorded as it happens (stage, owner, follow-up).

export const WRITTEN_ACTIVITY_KINDS = ["note", "call", "email", "meeting"] as const;
export type WrittenActivityKind = (typeof WRITTEN_ACTIVITY_KINDS)[number];
export type ActivityKind = WrittenActivityKind | "stage" | "owner" | "follow_up";

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  note: "Note",
  call: "Call",
  email: "E-mail",
  meeting: "Meeting",
  stage: "Stage changed",
  owner: "Owner changed",
  follow_up: "Follow-up changed",
};

export const CALL_OUTCOMES = ["reached", "no_answer", "voicemail", "wrong_number", "call_back"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  reached: "Reached them",
  no_answer: "No answer",
  voicemail: "Left a voicemail",
  wrong_number: "Wrong number",
  call_back: "Asked us to call back",
};

/** The newest entries a page shows of a timeline (a lead's is short; a page never grows without bound). */
export const TIMELINE_LIMIT = 100;

export type TimelineEntry = {
  id: string;
  kind: ActivityKind;
  outcome: CallOutcome | null;
  body: string;
  from_value: string | null;
  to_value: string | null;
  happens_at: string | Date | null;
  created_at: string | Date;
  actor_name: string | null;
};

/** Counts of leads are read up to this many (the lists' COUNT_CAP). */
export const COUNT_CAP_LABEL = 1_000;
