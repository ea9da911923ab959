import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireRole } from "~/server/accounts/auth.server";
import { db, getDbHandle, pingDb } from "~/server/db/db.server";
import { getEnv } from "~/server/runtime/env.server";
import { latestMigration } from "~/server/db/migrate.server";

export const meta: MetaFunction = () => [{ title: "Backend diagnostics" }, { name: "robots", content: "noindex" }];

// Backend health for whoever is setting the site up, when LOGIN_DEBUG=true turns it
// on (a 404 otherwise, so it tells nobody what runs here). It never shows a secret,
// an e-mail or a hash; in production only a signed-in admin sees it.
export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  if (!env.LOGIN_DEBUG) throw data(null, { status: 404 });
  if (env.NODE_ENV === "production") await requireRole(request, "admin");
  const backend = getDbHandle().kind === "pglite" ? "Embedded PostgreSQL (PGlite)" : "PostgreSQL server";
  try {
    const latencyMs = await pingDb(2_000);
    const [migration, roles] = await Promise.all([
      latestMigration(db),
      db
        .selectFrom("admin_users")
        .select(["role", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("role")
        .execute(),
    ]);
    const users = { admin: 0, agent: 0, client: 0 } as Record<string, number>;
    for (const r of roles) users[r.role] = Number(r.count);
    return { backend, reachable: true, latencyMs: Math.round(latencyMs * 10) / 10, migration, users };
  } catch {
    return { backend, reachable: false, latencyMs: null, migration: null, users: null };
  }
}

export default function LoginDebug() {
  const d = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">Backend diagnostics</h1>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        <Row label="Database">{d.backend}</Row>
        <Row label="Reachable">{d.reachable ? "Yes" : "No"}</Row>
        <Row label="Latency">{d.latencyMs === null ? "—" : `${d.latencyMs} ms`}</Row>
        <Row label="Latest migration">{d.migration ?? "—"}</Row>
        <Row label="Users">{d.users ? `${d.users.admin} admin, ${d.users.agent} agent, ${d.users.client} client` : "—"}</Row>
      </dl>
    </main>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 px-4 py-3 text-sm">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}
