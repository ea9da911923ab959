import { ENQUIRY_STATUS_LABELS } from "~/lib/leads/enquiry-statuses";
import { activitySchema, followUpSchema, fromLocalDateTime, stageSchema } from "~/lib/leads/lead-schema";
import { ACTIVITY_LABELS } from "~/lib/leads/lead-activities";
import { isUuid } from "~/lib/http/uuid";
import { formError, formFailure, formValues, parseFormData } from "../http/forms.server";
import { redirectWithToast } from "../http/toast.server";
import { firmTimeZoneSetting } from "../website/settings.server";
import { logActivity, setFollowUp, setOwner, setStage, type Lead } from "./pipeline.server";
import { staffOptions } from "./agent-leads.server";

// The actions of a lead's page, the admin's and the agent's alike (the page has found the
// lead, and checked the agent owns it, before this runs): give it to someone, move its
// stage, set its follow-up, write a note or a call into its timeline.

const WON = "This enquiry became a client; its stage, owner and follow-up no longer change.";

export async function leadAction(formData: FormData, who: { actorId: string; canAssign: boolean }, lead: Lead, back: string) {
  const intent = formData.get("intent");
  const stillOpen = lead.status !== "converted";
  switch (intent) {
    case "owner": {
      const ownerId = String(formData.get("ownerId") ?? "");
      if (!who.canAssign && ownerId !== "") break; // an agent only hands their lead back to the front desk
      if (!stillOpen) return formError(formData, WON, 409);
      const staff = ownerId ? (await staffOptions()).find((s) => s.id === ownerId) : null;
      if (ownerId && (!isUuid(ownerId) || !staff)) {
        return formFailure({ fieldErrors: { ownerId: ["Choose an active agent or admin"] }, values: formValues(formData) });
      }
      await setOwner(lead.id, ownerId || null, who.actorId);
      return redirectWithToast(back, { type: "success", title: staff ? `Given to ${staff.full_name}` : "Given to the front desk" });
    }
    case "stage": {
      if (!stillOpen) return formError(formData, WON, 409);
      const parsed = parseFormData(formData, stageSchema);
      if (!parsed.ok) return formFailure(parsed.failure);
      const { stage, lostReason, consultationAt } = parsed.data;
      const at = stage === "consultation_booked" && consultationAt ? fromLocalDateTime(consultationAt, await firmTimeZoneSetting()) : null;
      await setStage(lead.id, stage, who.actorId, { lostReason, consultationAt: at });
      return redirectWithToast(back, { type: "success", title: `Stage: ${ENQUIRY_STATUS_LABELS[stage]}` });
    }
    case "follow-up": {
      if (!stillOpen) return formError(formData, WON, 409);
      const parsed = parseFormData(formData, followUpSchema);
      if (!parsed.ok) return formFailure(parsed.failure);
      const day = formData.get("clear") ? null : parsed.data.followUpOn || null;
      await setFollowUp(lead.id, day, who.actorId);
      return redirectWithToast(back, { type: "success", title: day ? "Follow-up set" : "Follow-up cleared" });
    }
    case "activity": {
      const parsed = parseFormData(formData, activitySchema);
      if (!parsed.ok) return formFailure(parsed.failure);
      await logActivity(lead.id, who.actorId, parsed.data.kind, parsed.data.outcome || null, parsed.data.body);
      return redirectWithToast(`${back}#timeline`, { type: "success", title: `${ACTIVITY_LABELS[parsed.data.kind]} logged` });
    }
  }
  return formError(formData, "Unknown action.", 400);
}
