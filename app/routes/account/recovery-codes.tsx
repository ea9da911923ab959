import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Section } from "~/components/cases/people";
import { RecoveryCodes } from "~/components/accounts/two-factor";
import { PORTAL_HOME, portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";
import { keepForDownload, takeRecoveryCodes } from "~/server/accounts/recovery-codes-flash.server";
import type { Role } from "~/server/db/schema";

// /admin/account/recovery-codes (and the agent's and client's): new recovery codes,
// shown once after two-factor sign-in is turned on or the codes are made again.

export const meta: MetaFunction = () => [{ title: "Your recovery codes" }, { name: "robots", content: "noindex" }];

const portalOf = (request: Request): Role => portalOfPath(new URL(request.url).pathname) ?? "client";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const { flash, clear } = await takeRecoveryCodes(request, user.id);
  const headers = new Headers({ "Set-Cookie": clear, "Cache-Control": "private, no-store" });
  if (!flash) throw redirect(`/${user.role}/account`, { headers });
  headers.append("Set-Cookie", await keepForDownload(user.id, flash.codes));
  const next = flash.next.startsWith(`/${user.role}/`) ? flash.next : PORTAL_HOME[user.role];
  return data({ codes: flash.codes, next, download: `/${user.role}/account/recovery-codes.txt` }, { headers });
}

export default function RecoveryCodesPage() {
  const { codes, next, download } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Two-factor sign-in is on</h1>
      <Section id="codes-heading" title="Your recovery codes">
        <RecoveryCodes codes={codes} download={download} />
        <a href={next} className="btn-primary mt-4">
          I have saved them: continue
        </a>
      </Section>
    </div>
  );
}
