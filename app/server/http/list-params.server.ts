import { sql, type SelectQueryBuilder } from "kysely";
import { db } from "../db/db.server";

// Lists in the portals: ?q= (search), ?sort= & ?dir= (a column from an allow-list),
// ?page= (20 rows a page). Anything else in the URL is a filter the route reads.
export const PAGE_SIZE = 20;
/**
 * Matches are counted up to this many ("more than 1,000" beyond), and pages go that
 * deep (50 pages): counting every match of an unfiltered list at 100,000 clients
 * cost ten times the page itself, and a search or a filter finds a client faster
 * than paging past the fiftieth page. The deepest page reads 1,000 index entries.
 */
export const COUNT_CAP = 1_000;
export const MAX_PAGE = COUNT_CAP / PAGE_SIZE;

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
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= MAX_PAGE ? pageParam : 1;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  return { q, sort, dir, page, params };
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A search's matches found first, then put in order: the query becomes a derived table
 * behind OFFSET 0, which PostgreSQL plans on its own (through the trigram indexes).
 * Without the fence the planner may walk the list's order index hoping to meet a
 * page of matches soon, and for a rare match (one e-mail address) read every row:
 * 250 ms at 100,000 clients. The outer query orders by the columns it selected, under
 * the same alias.
 */
export function matchesFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, alias: string) {
  return db.selectFrom(query.offset(0).as(alias) as any).selectAll() as unknown as SelectQueryBuilder<DB, TB, O>;
}

export type Page<O> = { rows: O[]; total: number; capped: boolean; pages: number };

/**
 * One page of an ordered query, and how many rows match, counted apart and only up
 * to COUNT_CAP (`capped` then says there are more). The page reads its rows in index
 * order and stops at 20; the count reads at most COUNT_CAP + 1 index entries.
 */
export async function paginate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, page: number): Promise<Page<O>> {
  const matching = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as("one"))
    .limit(COUNT_CAP + 1);
  const [rows, counted] = await Promise.all([
    query
      .limit(PAGE_SIZE)
      .offset((Math.min(page, MAX_PAGE) - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom(matching.as("matching"))
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const capped = counted.n > COUNT_CAP;
  const total = Math.min(counted.n, COUNT_CAP);
  return { rows, total, capped, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/**
 * A page of a list whose rows need joins: `ids` finds and orders the matching ids on
 * the list's own indexes (paginate), then `rowsOf` reads the page's rows, so the
 * joins run for 20 rows rather than for every match before the sort.
 */
export async function paginateIds<DB, TB extends keyof DB, R extends { id: string }>(
  ids: SelectQueryBuilder<DB, TB, { id: string }>,
  page: number,
  rowsOf: (ids: string[]) => Promise<R[]>,
): Promise<Page<R>> {
  const found = await paginate(ids, page);
  const order = found.rows.map((r) => r.id);
  const byId = new Map((order.length ? await rowsOf(order) : []).map((r) => [r.id, r]));
  return { ...found, rows: order.flatMap((id) => byId.get(id) ?? []) };
}
