import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireRole } from "~/server/auth.server";
import { db } from "~/server/db.server";

export const meta: MetaFunction = () => [{ title: "My dashboard" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  const profile = await db
    .selectFrom("client_profiles")
    .select(["first_name", "profile_completion_percentage"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return { firstName: profile?.first_name || user.fullName, completion: profile?.profile_completion_percentage ?? 0 };
}

export default function ClientDashboard() {
  const data = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Hello, {data.firstName}</h1>
      <p className="mt-2 text-slate-700">Your profile is {data.completion}% complete.</p>
      {data.completion < 100 ? (
        <Link to="/client/profile-setup" className="btn-primary mt-4">
          Complete your profile
        </Link>
      ) : null}
    </div>
  );
}
