import type { ColumnType, Generated } from "kysely";

// The tables of data requests and the records log (migration 20261205000300).

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type DateOnly = ColumnType<string, string, string>;

export type DataRequestKind = "access" | "erasure";
export type DataRequestStatus = "open" | "done" | "refused";
export type RecordsAction = "opened" | "exported" | "erased" | "done" | "refused";

export interface DataRequestsTable {
  id: Generated<string>;
  client_id: string;
  kind: DataRequestKind;
  status: Generated<DataRequestStatus>;
  received_on: DateOnly;
  note: Generated<string>;
  outcome: Generated<string>;
  created_by: string | null;
  created_at: CreatedAt;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface DataRequestEventsTable {
  id: Generated<string>;
  client_id: string;
  request_id: string | null;
  actor_id: string | null;
  action: RecordsAction;
  note: Generated<string>;
  created_at: CreatedAt;
}

export interface RecordsTables {
  data_requests: DataRequestsTable;
  data_request_events: DataRequestEventsTable;
}
