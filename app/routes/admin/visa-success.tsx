import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { StoriesAwaitingReview } from "~/components/website/story-review";
import type { FormFailure } from "~/lib/http/form-failure";
import { UUID_RE } from "~/lib/http/uuid";
import { CONSENT_STATE_LABELS } from "~/lib/website/story-consent";
import { formError } from "~/server/http/forms.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { StoryNotFound, StoryRefused } from "~/server/website/story-consents.server";
import { publishStory, sendStoryBack, storiesAwaitingReview } from "~/server/website/story-review.server";
import { Badge } from "~/components/ui/badge";
import { FormAlert } from "~/components/ui/forms";
import { FilterSelect, ListToolbar, PageHeader, Pagination, SortHeader, Table, ListEmpty } from "~/components/ui/list";
import { formatDate } from "~/lib/ui/format";
import { requireRole } from "~/server/accounts/auth.server";
import { listParams } from "~/server/http/list-params.server";
import { listStories, STORY_SORTS } from "~/server/website/visa-successes.server";

export const meta: MetaFunction = () => [{ title: "Visa success stories · Admin" }];

const PUBLISHED = [
  { value: "yes", label: "Published" },
  { value: "no", label: "Not published" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const list = listParams(request, STORY_SORTS, { sort: "updated_at", dir: "desc" });
  const filter = list.params.get("published");
  const published = filter === "yes" ? true : filter === "no" ? false : null;
  const [result, awaiting] = await Promise.all([listStories(list, published), storiesAwaitingReview()]);
  return { ...result, awaiting, q: list.q, sort: list.sort, dir: list.dir, page: list.page, published: published === null ? "" : filter! };
}

/**
 * A client's story (decision 028): published only with their current consent to its
 * very text (else 409), unpublished, or sent back to them with a note. The form says
 * where it was sent from (the list or the story's page) so the answer returns there.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const formData = await request.formData().catch(() => new FormData());
  const intent = String(formData.get("intent") ?? "");
  const id = String(formData.get("storyId") ?? "");
  if (!["publish", "unpublish", "send-back"].includes(intent)) return formError(formData, "Unknown action.", 400);
  if (!UUID_RE.test(id)) throw data(null, { status: 404 });
  const back = formData.get("back") === "story" ? `/admin/visa-success/${id}` : "/admin/visa-success";
  try {
    if (intent === "send-back") {
      const note = String(formData.get("note") ?? "")
        .trim()
        .slice(0, 2000);
      if (!note) return formError(formData, "Say what the client should change.", 400);
      await sendStoryBack(id, note);
      return redirectWithToast(back, {
        type: "success",
        title: "Sent back to the client",
        description: "It waits for their answer again.",
      });
    }
    await publishStory(id, intent === "publish");
  } catch (error) {
    if (error instanceof StoryNotFound) throw data(null, { status: 404 });
    if (error instanceof StoryRefused) return formError(formData, error.message, 409);
    throw error;
  }
  return redirectWithToast(back, {
    type: "success",
    title: intent === "publish" ? "Published" : "Unpublished",
    description: intent === "publish" ? "It shows in the public success gallery." : "It no longer shows in the gallery.",
  });
}

export default function AdminVisaSuccess() {
  const { rows, total, pages, page, q, sort, dir, published, awaiting } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const filtered = Boolean(q || published);
  return (
    <div>
      <PageHeader
        title="Visa success stories"
        action={
          <Link to="/admin/visa-success/new" className="btn-primary">
            New story
          </Link>
        }
      />
      <FormAlert message={failure?.formError} />
      <StoriesAwaitingReview stories={awaiting} />
      <ListToolbar q={q} placeholder="Name, country or visa type">
        <FilterSelect label="Published" name="published" value={published} options={PUBLISHED} />
      </ListToolbar>
      {rows.length ? (
        <>
          <Table caption="Visa success stories">
            <thead className="bg-slate-50">
              <tr>
                <SortHeader column="display_name" label="Name" sort={sort} dir={dir} />
                <SortHeader column="country" label="Country" sort={sort} dir={dir} />
                <SortHeader column="visa_type" label="Visa" sort={sort} dir={dir} />
                <SortHeader column="granted_on" label="Granted" sort={sort} dir={dir} />
                <SortHeader column="is_published" label="Status" sort={sort} dir={dir} />
                <SortHeader column="updated_at" label="Updated" sort={sort} dir={dir} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/visa-success/${s.id}`} className="text-brand-700 hover:underline">
                      {s.display_name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{s.country}</td>
                  <td className="px-3 py-2">{s.visa_type}</td>
                  <td className="px-3 py-2">{formatDate(s.granted_on) || "—"}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {s.is_published ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Not published</Badge>}
                      {s.consent_state ? (
                        <Badge tone={s.consent_state === "agreed" ? "green" : "amber"}>{CONSENT_STATE_LABELS[s.consent_state]}</Badge>
                      ) : s.consent_to_publish ? null : (
                        <Badge tone="amber">No consent</Badge>
                      )}
                    </span>
                  </td>
                  <td className="px-3 py-2">{formatDate(s.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pages={pages} total={total} />
        </>
      ) : (
        <ListEmpty
          noun="stories"
          filtered={filtered}
          listPath="/admin/visa-success"
          first={{ to: "/admin/visa-success/new", label: "Add the first story" }}
          nothingYet="No success stories yet"
        />
      )}
    </div>
  );
}
