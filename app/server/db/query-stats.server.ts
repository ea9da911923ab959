import { singleton } from "../runtime/singleton.server";

// How many queries this process has sent: the performance tests count queries per
// request with it (a public page makes at most one when the settings cache is warm).
export const queryStats = () => singleton("query-stats", () => ({ count: 0 }));
