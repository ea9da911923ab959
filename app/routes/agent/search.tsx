import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SearchResults } from "~/components/cases/search-results";
import { requireRole } from "~/server/accounts/auth.server";
import { search } from "~/server/cases/search.server";

// /agent/search?q=…: the header box's results page (without JavaScript), and its list as
// you type (?typing=1: five of each kind); the agent's own caseload only.

export const meta: MetaFunction = () => [{ title: "Search · Agent" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  const params = new URL(request.url).searchParams;
  return search({ id: user.id, role: "agent" }, params.get("q") ?? "", params.get("typing") === "1" ? 5 : 20);
}

export default function Search() {
  return <SearchResults {...useLoaderData<typeof loader>()} />;
}
