import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { serviceLabels } from "~/content/catalogue.server";
import { bookingLinkSchema, hostSettingsSchema, minutesOf, timeOffSchema, WEEKDAYS } from "~/lib/bookings/booking-hours-schema";
import { UUID_RE } from "~/lib/http/uuid";
import type { SessionUser } from "../accounts/session.server";
import { formFailure, parseFormData } from "../http/forms.server";
import { listParams } from "../http/list-params.server";
import { firmTimeZoneSetting } from "../website/settings.server";
import { redirectWithToast } from "../http/toast.server";
import { auditBy } from "../audit/audit-log.server";
import { setAttendance, pastBookings } from "./attendance.server";
import { setVideoLink } from "./bookings.server";
import { addTimeOff, hostSettings, removeTimeOff, saveHostSettings, timeOffOf, upcomingBookings } from "./hosts.server";
import type { HostPageData } from "~/lib/bookings/host-page";

// The consultations page of the admin and agent portals (issue 21): the bookings (an
// admin sees everyone's, an agent their own), the signed-in person's hours, meeting
// length and time off, and a booking's video link. Called after the route's guard.

export type Scope = "everyone" | "own";

export async function hostPageData(request: Request, user: SessionUser, scope: Scope): Promise<HostPageData> {
  const list = listParams(request, ["starts"] as const, { sort: "starts", dir: "asc" });
  const when = new URL(request.url).searchParams.get("when") === "past" ? "past" : "upcoming";
  const hostId = scope === "own" ? user.id : undefined;
  const [upcoming, past, settings, timeOff] = await Promise.all([
    when === "upcoming" ? upcomingBookings(list.page, hostId) : null,
    when === "past" ? pastBookings(list.page, hostId) : null,
    hostSettings(user.id),
    timeOffOf(user.id),
  ]);
  const shown = upcoming ?? past!;
  return {
    when,
    total: shown.total,
    capped: shown.capped,
    pages: shown.pages,
    rows: (upcoming?.rows ?? []).map(({ answers, ...b }) => ({ ...b, answers: answers as Record<string, string> })),
    past: past?.rows ?? [],
    page: list.page,
    showHost: scope === "everyone",
    settings,
    timeOff,
    topics: serviceLabels(),
  };
}

const removeSchema = z.object({ id: z.string().regex(UUID_RE, "Choose a period to remove") });
const attendanceSchema = z.object({
  id: z.string().regex(UUID_RE, "Choose a consultation"),
  attended: z.enum(["yes", "no"], { errorMap: () => ({ message: "Say whether they attended" }) }),
});

export async function hostPageAction(request: Request, user: SessionUser, back: string, scope: Scope) {
  const formData = await request.formData().catch(() => new FormData());
  const intent = formData.get("intent");
  if (intent === "video-link") {
    const parsed = parseFormData(formData, bookingLinkSchema);
    if (!parsed.ok) return formFailure({ ...parsed.failure, formError: "The video link was not saved: see below." });
    if (!(await setVideoLink(parsed.data.id, parsed.data.bookingLink, scope === "own" ? user.id : null))) {
      return formFailure(
        { fieldErrors: {}, formError: "That consultation is not one of yours, or it is over or cancelled.", values: {} },
        404,
      );
    }
    return redirectWithToast(back, {
      type: "success",
      title: "Video link saved",
      description: "We e-mailed it with an updated invitation.",
    });
  }
  if (intent === "attendance") {
    const parsed = parseFormData(formData, attendanceSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    const attended = parsed.data.attended === "yes";
    const result = await setAttendance(parsed.data.id, attended, auditBy(request, user), scope === "own" ? user.id : null);
    if (result === "not-found")
      return formFailure({ fieldErrors: {}, formError: "That consultation is not one of yours, or it was cancelled.", values: {} }, 404);
    if (result === "not-over")
      return formFailure({
        fieldErrors: {},
        formError: "That consultation has not ended yet: whether they attended can be recorded once it is over.",
        values: {},
      });
    return redirectWithToast(`${back}?when=past`, {
      type: "success",
      title: attended ? "Marked as held" : "Marked as did not attend",
    });
  }
  if (intent === "time-off") {
    const parsed = parseFormData(formData, timeOffSchema);
    if (!parsed.ok) return formFailure({ ...parsed.failure, formError: "The time off was not added: see below." });
    const zone = await firmTimeZoneSetting();
    const at = (local: string) =>
      new Date(
        new TZDate(
          Number(local.slice(0, 4)),
          Number(local.slice(5, 7)) - 1,
          Number(local.slice(8, 10)),
          Number(local.slice(11, 13)),
          Number(local.slice(14, 16)),
          zone,
        ).getTime(),
      );
    await addTimeOff(user.id, at(parsed.data.from), at(parsed.data.until), parsed.data.note);
    return redirectWithToast(back, { type: "success", title: "Time off added" });
  }
  if (intent === "remove-time-off") {
    const parsed = parseFormData(formData, removeSchema);
    if (!parsed.ok) return formFailure(parsed.failure);
    await removeTimeOff(user.id, parsed.data.id);
    return redirectWithToast(back, { type: "success", title: "Time off removed" });
  }
  const parsed = parseFormData(formData, hostSettingsSchema);
  if (!parsed.ok) return formFailure({ ...parsed.failure, formError: "Your hours were not saved: see below." });
  const f = parsed.data as Record<string, string | number | undefined>;
  await saveHostSettings(user.id, {
    accepting: f.accepting === "on",
    meetingMinutes: Number(f.meetingMinutes),
    noticeHours: Number(f.noticeHours),
    horizonDays: Number(f.horizonDays),
    videoLink: String(f.videoLink ?? ""),
    hours: Object.fromEntries(
      WEEKDAYS.map((_, i) => [
        i + 1,
        f[`start_${i + 1}`] ? { start: minutesOf(String(f[`start_${i + 1}`])), end: minutesOf(String(f[`end_${i + 1}`])) } : null,
      ]),
    ),
  });
  return redirectWithToast(back, { type: "success", title: "Your hours are saved" });
}
