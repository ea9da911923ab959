import { clientIp } from "~/server/http/request.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PageHeader } from "~/components/ui/list";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/forms";
import { formatDate, formatDateTime } from "~/lib/ui/format";
import { isIsoDate } from "~/lib/ui/iso-date";
import { UUID_RE } from "~/lib/http/uuid";
import { requireRole } from "~/server/accounts/auth.server";
import { clientOr404 } from "~/server/cases/clients.server";
import { formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { closeDataRequest, eraseClient, ERASURE_KEEPS, openDataRequest, recordsOf } from "~/server/records/data-requests.server";
import { firmToday } from "~/server/website/settings.server";
import { redirectWithToast } from "~/server/http/toast.server";

// A client's records: the export ZIP, their requests to see or erase their data, and
// the log of everything done about them. Admins only.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Records: ${data?.client.name ?? "client"} · Admin` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const client = await clientOr404(params.id);
  return {
    client: { id: client.id, name: client.full_name, active: client.is_active },
    ...(await recordsOf(client.id)),
    today: await firmToday(),
    keeps: ERASURE_KEEPS,
  };
}

const openSchema = z.object({
  intent: z.literal("open"),
  kind: z.enum(["access", "erasure"], { errorMap: () => ({ message: "Choose what the client asks for" }) }),
  receivedOn: z.string().refine(isIsoDate, "Give the day the request came in"),
  note: z.string().trim().max(2000, "Use at most 2,000 characters").default(""),
});
const closeSchema = z.object({
  intent: z.literal("close"),
  requestId: z.string().regex(UUID_RE),
  status: z.enum(["done", "refused"], { errorMap: () => ({ message: "Choose done or refused" }) }),
  outcome: z.string().trim().min(3, "Say what was done, or why it was refused").max(2000, "Use at most 2,000 characters"),
});
const eraseSchema = z.object({ intent: z.literal("erase"), requestId: z.string().regex(UUID_RE), confirmName: z.string().trim() });

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const client = await clientOr404(params.id);
  const formData = await request.formData().catch(() => new FormData());
  const back = `/admin/clients/${client.id}/records`;
  const intent = formData.get("intent");
  if (intent === "open") {
    const parsed = parseFormData(formData, openSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    if (parsed.data.receivedOn > (await firmToday()))
      return formFailure({ fieldErrors: { receivedOn: ["A request cannot come in the future"] }, values: formValues(formData) });
    await openDataRequest({ clientId: client.id, ...parsed.data, actorId: admin.id, ip: clientIp(request) });
    return redirectWithToast(back, { type: "success", title: "Request recorded" });
  }
  if (intent === "close") {
    const parsed = parseFormData(formData, closeSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    if (!(await closeDataRequest({ ...parsed.data, clientId: client.id, actorId: admin.id, ip: clientIp(request) })))
      throw data(null, { status: 404 });
    return redirectWithToast(back, {
      type: "success",
      title: parsed.data.status === "done" ? "Request closed as done" : "Request refused",
    });
  }
  if (intent === "erase") {
    const parsed = parseFormData(formData, eraseSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    const open = (await recordsOf(client.id)).requests.find(
      (r) => r.id === parsed.data.requestId && r.kind === "erasure" && r.status === "open",
    );
    if (!open) throw data(null, { status: 404 });
    if (parsed.data.confirmName !== client.full_name)
      return formFailure({
        fieldErrors: { confirmName: [`Type the client's name exactly, ${client.full_name}, to erase`] },
        values: formValues(formData),
      });
    const files = await eraseClient(client.id, admin.id, open.id, clientIp(request));
    await closeDataRequest({
      requestId: open.id,
      clientId: client.id,
      status: "done",
      outcome: `Erased (${files} file${files === 1 ? "" : "s"} deleted); kept what the law requires.`,
      actorId: admin.id,
      ip: clientIp(request),
    });
    return redirectWithToast(back, {
      type: "success",
      title: "Personal data erased",
      description: "What the law requires is kept; the log says what went.",
    });
  }
  return formFailure({ fieldErrors: {}, formError: "Unknown action.", values: formValues(formData) });
}

const ACTIONS: Record<string, string> = {
  opened: "Request received",
  exported: "Record exported",
  erased: "Personal data erased",
  done: "Request done",
  refused: "Request refused",
};

export default function ClientRecords() {
  const d = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const mine = (intent: string, requestId?: string) =>
    failure?.values.intent === intent && (!requestId || failure.values.requestId === requestId) ? failure : null;
  const open = mine("open");
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Records: ${d.client.name}`}
        action={
          <Link to={`/admin/clients/${d.client.id}`} className="text-sm font-semibold text-brand-700 underline">
            Back to the client
          </Link>
        }
      />
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="export-h">
        <h2 id="export-h" className="font-semibold text-slate-900">
          Export
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          One ZIP: a PDF summary, every document, every version of the agreements, and the invoices. Each export is logged below.
        </p>
        <a href={`/admin/clients/${d.client.id}/export`} className="btn-secondary mt-3 inline-block">
          Download the client's record (ZIP)
        </a>
      </section>
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="requests-h">
        <h2 id="requests-h" className="font-semibold text-slate-900">
          Requests to see or erase their data
        </h2>
        <ul className="mt-3 space-y-4">
          {d.requests.map((r) => (
            <li key={r.id} className="rounded border border-slate-200 p-3 text-sm" data-request={r.kind}>
              <p className="font-medium">{`${r.kind === "access" ? "To see their data" : "To erase their data"}, received ${formatDate(r.received_on)}: ${r.status === "open" ? "open" : r.status}`}</p>
              {r.note ? <p className="text-slate-700">{r.note}</p> : null}
              {r.outcome ? <p className="text-slate-700">{`Outcome: ${r.outcome}`}</p> : null}
              {r.status === "open" ? (
                <div className="mt-3 grid gap-4 md:grid-cols-2">
                  {r.kind === "erasure" ? (
                    <Form method="post" className="space-y-2" noValidate>
                      <input type="hidden" name="intent" value="erase" />
                      <input type="hidden" name="requestId" value={r.id} />
                      <p className="font-semibold text-red-900">Erase now. Kept:</p>
                      <ul className="list-disc pl-5 text-slate-700">
                        {d.keeps.map((k) => (
                          <li key={k}>{k}</li>
                        ))}
                      </ul>
                      <Field
                        label="Type the client's name to confirm"
                        name="confirmName"
                        autoComplete="off"
                        defaultValue={mine("erase", r.id)?.values.confirmName ?? ""}
                        errors={mine("erase", r.id)?.fieldErrors.confirmName}
                      />
                      <button type="submit" className="btn-secondary text-red-800">
                        Erase their personal data
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post" className="space-y-2" noValidate>
                    <input type="hidden" name="intent" value="close" />
                    <input type="hidden" name="requestId" value={r.id} />
                    <SelectField
                      label="Close it as"
                      name="status"
                      defaultValue={mine("close", r.id)?.values.status ?? "done"}
                      options={[
                        { value: "done", label: "Done" },
                        { value: "refused", label: "Refused" },
                      ]}
                    />
                    <TextAreaField
                      label="What was done, or why refused"
                      name="outcome"
                      rows={2}
                      defaultValue={mine("close", r.id)?.values.outcome ?? ""}
                      errors={mine("close", r.id)?.fieldErrors.outcome}
                    />
                    <button type="submit" className="btn-secondary">
                      Close the request
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-4" noValidate>
          <input type="hidden" name="intent" value="open" />
          <h3 className="text-sm font-semibold">Record a new request</h3>
          <FormAlert message={open?.formError} />
          <SelectField
            label="The client asks"
            name="kind"
            defaultValue={open?.values.kind ?? "access"}
            errors={open?.fieldErrors.kind}
            options={[
              { value: "access", label: "To see their data" },
              { value: "erasure", label: "To erase their data" },
            ]}
          />
          <Field
            label="Received on"
            name="receivedOn"
            type="date"
            defaultValue={open?.values.receivedOn ?? d.today}
            errors={open?.fieldErrors.receivedOn}
          />
          <TextAreaField
            label="Note (how it came in, what exactly)"
            name="note"
            rows={2}
            defaultValue={open?.values.note ?? ""}
            errors={open?.fieldErrors.note}
          />
          <button type="submit" className="btn-primary">
            Record the request
          </button>
        </Form>
      </section>
      <section className="rounded-lg bg-white p-5 shadow-sm" aria-labelledby="log-h">
        <h2 id="log-h" className="font-semibold text-slate-900">
          Log
        </h2>
        {d.events.length ? (
          <ol className="mt-2 space-y-1 text-sm">
            {d.events.map((e) => (
              <li
                key={e.id}
                data-log={e.action}
              >{`${formatDateTime(e.created_at)}: ${ACTIONS[e.action] ?? e.action}${e.actor_name ? ` by ${e.actor_name}` : ""}${e.note ? `: ${e.note}` : ""}`}</li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-slate-600">Nothing yet.</p>
        )}
      </section>
    </div>
  );
}
