import { sql, type SelectQueryBuilder } from "kysely";

// Lists in the portals: ?q= (search), ?sort= & ?dir= (a column from an allow-list),
// ?page= (20 rows a page). Anything else in the URL is a filter the route reads.
export const PAGE_SIZE = 20;

export type ListParams<S extends string> = {
  q: string;
  sort: S;
  dir: "asc" | "desc";
  page: number;
  params: URLSearchParams;
};

export function listParams<S extends string>(
  request: Request,
  sorts: readonly S[],
  defaults: { sort: S; dir: "asc" | "desc" },
): ListParams<S> {
  const params = new URL(request.url).searchParams;
  const sortParam = params.get("sort") as S | null;
  const sort = sortParam && sorts.includes(sortParam) ? sortParam : defaults.sort;
  const dirParam = params.get("dir");
  const dir = dirParam === "asc" || dirParam === "desc" ? dirParam : defaults.dir;
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  return { q, sort, dir, page, params };
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a query and the total it would return, in one round trip. */
export async function paginate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, page: number) {
  const rows = await query
    .select(sql<number>`count(*) over ()`.as("total_rows"))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const total = rows.length ? Number((rows[0] as unknown as { total_rows: number }).total_rows) : 0;
  return {
    rows: rows.map(({ total_rows: _t, ...rest }: any) => rest as O),
    total,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
