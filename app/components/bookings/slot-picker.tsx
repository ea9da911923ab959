import type { SlotDay } from "~/lib/bookings/slot-times";
import { FieldErrors } from "../ui/forms";

/** Free consultation times as radio buttons, a group per day (works without JavaScript). */
export function SlotPicker({
  days,
  chosen,
  errors,
  legend = "Choose a time",
}: {
  days: SlotDay[];
  chosen?: string;
  errors?: string[];
  legend?: string;
}) {
  return (
    <fieldset aria-describedby={errors?.length ? "start-error" : undefined}>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {days.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No free times in the coming weeks. Write to us and we will find one.</p>
      ) : null}
      <div className="mt-3 space-y-4">
        {days.map((day) => (
          <fieldset key={day.key}>
            <legend className="text-sm font-medium text-slate-700">{day.label}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {day.slots.map((slot) => (
                <label
                  key={slot.iso}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="start" value={slot.iso} defaultChecked={slot.iso === chosen} required />
                  <span>
                    {slot.time}
                    {slot.firmTime ? <span className="block text-xs text-slate-600">{slot.firmTime}</span> : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldErrors id="start-error" errors={errors} />
    </fieldset>
  );
}

/** Earlier and later pages of free times on /book (plain links: they work without JavaScript). */
export function SlotPages({ zone, topic, page, more }: { zone: string; topic: string; page: number; more: boolean }) {
  if (!more && page === 0) return null;
  const href = (to: number) => `?${new URLSearchParams({ tz: zone, ...(topic ? { topic } : {}), page: String(to) })}`;
  return (
    <p className="flex gap-4 text-sm">
      {page > 0 ? (
        <a href={href(page - 1)} className="text-brand-700 underline">
          Earlier times
        </a>
      ) : null}
      {more ? (
        <a href={href(page + 1)} className="text-brand-700 underline">
          Later times
        </a>
      ) : null}
    </p>
  );
}
