// A picker chooses one record out of many (a client, an agent) through a search that
// returns one page of options (app/components/ui/search-picker.tsx).

export type PickerKind = "client" | "agent";
export type PickerOption = { id: string; label: string };
export type PickerState = { q: string; options: PickerOption[]; more: boolean; chosen: PickerOption | null };
/** What /admin/pick/<kind>?q= answers. */
export type PickerResults = Omit<PickerState, "chosen">;
