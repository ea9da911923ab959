import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireRole } from "~/server/auth.server";
import { db } from "~/server/db.server";

export const meta: MetaFunction = () => [{ title: "Dashboard · Agent" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "agent");
  const clients = await db
    .selectFrom("client_profiles")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("assigned_agent_id", "=", user.id)
    .executeTakeFirstOrThrow();
  return { name: user.fullName, clients: Number(clients.count) };
}

export default function AgentDashboard() {
  const data = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Welcome, {data.name}</h1>
      <p className="mt-2 text-slate-700">You have {data.clients} assigned client{data.clients === 1 ? "" : "s"}.</p>
    </div>
  );
}
