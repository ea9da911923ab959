import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireRole } from "~/server/auth.server";
import { db } from "~/server/db.server";

export const meta: MetaFunction = () => [{ title: "Dashboard · Admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "admin");
  const counts = await db
    .selectFrom("admin_users")
    .select(["role", (eb) => eb.fn.countAll<number>().as("count")])
    .where("is_active", "=", true)
    .groupBy("role")
    .execute();
  const byRole = Object.fromEntries(counts.map((c) => [c.role, Number(c.count)]));
  return { name: user.fullName, clients: byRole.client ?? 0, agents: byRole.agent ?? 0 };
}

export default function AdminDashboard() {
  const data = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Welcome, {data.name}</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Stat label="Active clients" value={data.clients} />
        <Stat label="Active agents" value={data.agents} />
      </dl>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
