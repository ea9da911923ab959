import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/server/accounts/auth.server";
import { searchPicker } from "~/server/cases/pickers.server";

// GET /admin/pick/clients?q= and /admin/pick/agents?q=: one page of a picker's options,
// for the combobox as staff type (app/components/ui/search-picker.tsx).
const KINDS = { clients: "client", agents: "agent" } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const kind = Object.hasOwn(KINDS, params.kind ?? "") ? KINDS[params.kind as keyof typeof KINDS] : null;
  if (!kind) throw new Response("Not found", { status: 404 });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json(await searchPicker(kind, q), { headers: { "Cache-Control": "private, no-store" } });
}
