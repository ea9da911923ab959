import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { NOTIFICATION_KINDS } from "~/lib/notification-kinds";
import { readUnsubscribeToken, unsubscribe, type UnsubscribeScope } from "~/server/notifications/unsubscribe.server";

// /unsubscribe/:token, signed out. A GET only shows what the link stops (link
// scanners open links); the button, or a mail provider's one-click POST
// (RFC 8058), turns that one kind of e-mail off.

export const meta: MetaFunction = () => [{ title: "Stop these e-mails" }, { name: "robots", content: "noindex" }];

const describe = (scope: UnsubscribeScope) =>
  scope === "digest" ? "the daily summary e-mail" : `e-mails about “${NOTIFICATION_KINDS[scope].label.toLowerCase()}”`;
const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ params }: LoaderFunctionArgs) {
  const token = readUnsubscribeToken(params.token ?? "");
  if (!token) throw data(null, { status: 404, headers: noStore });
  return data({ what: describe(token.scope) }, { headers: noStore });
}

export async function action({ params }: ActionFunctionArgs) {
  const token = readUnsubscribeToken(params.token ?? "");
  if (!token) throw data(null, { status: 404, headers: noStore });
  await unsubscribe(token.userId, token.scope);
  return data({ done: true }, { headers: noStore });
}

export default function Unsubscribe() {
  const { what } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>()?.done;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{done ? "You will not get these e-mails any more" : "Stop these e-mails?"}</h1>
      {done ? (
        <p className="mt-4 text-slate-700">{`We have stopped ${what}. Everything still shows under “What's new” in your portal, and you can turn e-mails back on in your e-mail settings after signing in.`}</p>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">{`This stops ${what} for your account. Other e-mails, and those about your account's security, are not affected.`}</p>
          <button type="submit" className="btn-primary">
            Stop these e-mails
          </button>
        </Form>
      )}
      <p className="mt-8 text-sm">
        <Link to="/" className="text-brand-700 underline">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
