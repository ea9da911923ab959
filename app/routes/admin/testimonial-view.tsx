import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/auth.server";

// Placeholder while this screen is built (issue 5).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return null;
}

export default function Placeholder() {
  return <p>This screen is being built.</p>;
}
