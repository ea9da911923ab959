import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/list";
import { Section, SubmitButton } from "~/components/cases/people";
import { DELIVERY_MODES, NOTIFICATION_KINDS } from "~/lib/notification-kinds";
import { portalOfPath } from "~/lib/accounts/portals";
import { requireRole } from "~/server/accounts/auth.server";
import type { DeliveryMode, NotificationKind } from "~/server/db/schema";
import { db } from "~/server/db/db.server";
import { DIGEST_HOUR } from "~/server/notifications/notify.server";
import { modesOf, saveModes } from "~/server/notifications/preferences.server";
import { firmTimeZoneSetting } from "~/server/website/settings.server";
import { zoneName } from "~/lib/ui/format";
import { redirectWithToast } from "~/server/http/toast.server";

// /{portal}/account/notifications: for each kind of news, an e-mail at once, one
// e-mail a day, or none. Security e-mails are not listed: they always go.

export const meta: MetaFunction = () => [{ title: "E-mail settings" }, { name: "robots", content: "noindex" }];

const portalOf = (request: Request) => portalOfPath(new URL(request.url).pathname) ?? "client";
const isMode = (v: unknown): v is DeliveryMode => DELIVERY_MODES.some((m) => m.value === v);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const modes = await modesOf(db, user.id, user.role);
  return data(
    {
      modes: modes.map((m) => ({ ...m, label: NOTIFICATION_KINDS[m.kind].label, hint: NOTIFICATION_KINDS[m.kind].hint })),
      digestAt: `${DIGEST_HOUR}:00 am, ${zoneName(await firmTimeZoneSetting())}`,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, portalOf(request));
  const formData = await request.formData().catch(() => new FormData());
  const chosen: Partial<Record<NotificationKind, DeliveryMode>> = {};
  for (const { kind } of await modesOf(db, user.id, user.role)) {
    const value = formData.get(kind);
    if (isMode(value)) chosen[kind] = value;
  }
  await saveModes(user.id, user.role, chosen);
  return redirectWithToast(`/${user.role}/account/notifications`, { type: "success", title: "E-mail settings saved" });
}

export default function NotificationSettings() {
  const { modes, digestAt } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="E-mail settings" />
      <Section id="kinds-heading" title="What we e-mail you">
        <Form method="post" className="space-y-6">
          {modes.map((m) => (
            <fieldset key={m.kind}>
              <legend className="font-medium text-slate-900">{m.label}</legend>
              <p className="text-sm text-slate-600">{m.hint}</p>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {DELIVERY_MODES.map((d) => (
                  <label key={d.value} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="radio" name={m.kind} value={d.value} defaultChecked={m.mode === d.value} />
                    {d.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <SubmitButton intent="save">Save e-mail settings</SubmitButton>
        </Form>
        <p className="mt-4 text-sm text-slate-600">
          E-mails about your account's security (invitations, password and two-factor changes) are always sent.{" "}
          {`The daily e-mail goes out at ${digestAt}.`}
        </p>
      </Section>
    </div>
  );
}
