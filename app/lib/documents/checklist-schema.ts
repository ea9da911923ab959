import { z } from "zod";
import { UUID_RE } from "../http/uuid";
import { ITEM_AUDIENCES } from "../cases/people";

// The forms of checklists: an admin's item of a visa type's checklist, and staff's
// changes to one application's checklist.

const name = z.string().trim().min(1, "Name the document").max(200, "Use at most 200 characters");
const help = z.string().trim().max(2000, "Use at most 2,000 characters").default("");
const providedBy = z.enum(["client", "firm", "third_party"], { errorMap: () => ({ message: "Choose who provides it" }) });
/** A checkbox: present when ticked. */
const ticked = z.preprocess((v) => v === "on" || v === "true", z.boolean());

export const itemFields = { name, help, required: ticked, providedBy };

/** An admin adds an item to a visa type's checklist, or changes one. */
export const templateItemSchema = z.object({
  intent: z.enum(["add", "save"]),
  itemId: z.string().default(""),
  ...itemFields,
  appliesTo: z.enum(ITEM_AUDIENCES, { errorMap: () => ({ message: "Choose who on the application provides it" }) }).default("main"),
});

/** Staff add an item to one application's checklist; the client is asked for it. */
export const addItemSchema = z.object({
  intent: z.literal("item-add"),
  applicationId: z.string().regex(UUID_RE, "Choose the application"),
  /** The person on the application it is for; none: the main applicant. */
  personId: z.string().regex(UUID_RE).or(z.literal("")).default(""),
  ...itemFields,
});

export const notApplicableSchema = z.object({
  intent: z.literal("item-na"),
  itemId: z.string().regex(UUID_RE, "Choose the item"),
  reason: z.string().trim().min(1, "Say why it is not needed").max(1000, "Use at most 1,000 characters"),
});

/** Staff ask the client (again) for an item: a newer statement, a clearer scan. */
export const askAgainSchema = z.object({
  intent: z.literal("request"),
  itemId: z.string().regex(UUID_RE, "Choose the document"),
  /** Shown to the client and e-mailed to them. */
  note: z.string().trim().max(1000, "Use at most 1,000 characters").default(""),
});
