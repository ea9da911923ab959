import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireRole } from "~/server/auth.server";
import { db } from "~/server/db.server";

export const meta: MetaFunction = () => [{ title: "My profile" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "client");
  const profile = await db
    .selectFrom("client_profiles")
    .select(["first_name", "last_name", "profile_completion_percentage"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return { profile: profile ?? null, email: user.email };
}

export default function ProfileSetup() {
  const { profile, email } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">My profile</h1>
      <p className="mt-2 text-slate-700">
        {profile ? `${profile.first_name} ${profile.last_name}` : email} · {profile?.profile_completion_percentage ?? 0}% complete
      </p>
    </div>
  );
}
