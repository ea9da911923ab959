import { data } from "@remix-run/node";
import type { PickerKind, PickerOption, PickerState } from "~/lib/ui/pickers";
import { formValues } from "../http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { pickAgents, pickedAgent, type PickerAgent } from "./agent-picker.server";
import { pickClients, pickedClient, type PickerClient } from "./client-picker.server";

// The pickers of a form (the client, the agent): each a search returning one page.
// With JavaScript each is a combobox reading /admin/pick/<kind>; without it the
// picker's "Find" button sends the whole form, and the action answers with the form
// as typed and that search's results (`findInForm`), so nothing typed is lost and
// nothing a person typed goes into a URL.

/** Which kind of record each picker field of a form holds, e.g. { clientId: "client" }. */
export type PickerFields = Record<string, PickerKind>;

const clientOption = (c: PickerClient): PickerOption => ({ id: c.id, label: `${c.full_name} (${c.email})` });
const agentOption = (a: PickerAgent): PickerOption => ({
  id: a.id,
  label: `${a.full_name} (${a.email})${a.is_active ? "" : ", deactivated"}`,
});

/** One search's page of options, for a picker and for /admin/pick/<kind>. */
export async function searchPicker(kind: PickerKind, q: string): Promise<Omit<PickerState, "chosen">> {
  const term = q.trim().slice(0, 100);
  if (kind === "client") {
    const { clients, more } = await pickClients(term);
    return { q: term, options: clients.map(clientOption), more };
  }
  const { agents, more } = await pickAgents(term);
  return { q: term, options: agents.map(agentOption), more };
}

async function chosenOption(kind: PickerKind, id: string) {
  if (!id) return null;
  if (kind === "client") {
    const client = await pickedClient(id);
    return client ? clientOption(client) : null;
  }
  const agent = await pickedAgent(id);
  return agent ? agentOption(agent) : null;
}

/** Every picker's state: its search (the field's name + "Q") and its chosen option, from what the form holds. */
export async function pickerStates(fields: PickerFields, values: Record<string, string | undefined>): Promise<Record<string, PickerState>> {
  const entries = await Promise.all(
    Object.entries(fields).map(async ([field, kind]) => {
      const [found, chosen] = await Promise.all([searchPicker(kind, values[`${field}Q`] ?? ""), chosenOption(kind, values[field] ?? "")]);
      return [field, { ...found, chosen }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export type PickerFailure = FormFailure & { pickers?: Record<string, PickerState> };

/** When a picker's "Find" sent the form (no JavaScript): the form as typed, with that search done. */
export async function findInForm(formData: FormData, fields: PickerFields) {
  const find = String(formData.get("find") ?? "");
  if (!Object.hasOwn(fields, find)) return null;
  const values = formValues(formData);
  return data<PickerFailure>({ fieldErrors: {}, values, pickers: await pickerStates(fields, values) });
}

/** A refused form keeps each picker's search and choice (the chosen one may not be in the search). */
export async function withPickers(failure: FormFailure, fields: PickerFields): Promise<PickerFailure> {
  return { ...failure, pickers: await pickerStates(fields, failure.values) };
}
