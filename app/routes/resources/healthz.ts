import { pingDb } from "~/server/db/db.server";

// For load balancers and uptime checks: 200 when a query succeeds, 503 when not.
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await pingDb(2_000);
    return Response.json({ db: "ok" }, { headers });
  } catch {
    return Response.json({ db: "unreachable" }, { status: 503, headers });
  }
}
