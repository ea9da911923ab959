import { useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldErrors } from "~/components/ui/forms";
import { visaFitsCountry, type VisaOption } from "~/lib/cases/visa-country";

type Props = {
  countries: { value: string; label: string }[];
  visas: VisaOption[];
  defaults: { destinationCountry: string; visaInterest: string };
  errors: { destinationCountry?: string[]; visaInterest?: string[] };
};

const ANY = "Any destination";

/**
 * The destination and the visa: the visas grouped by country (<optgroup>), so without
 * JavaScript the list reads by country; with it, only the chosen country's visas are offered
 * and a visa of another country is cleared. The action refuses a visa of another country.
 */
export function DestinationVisaFields({ countries, visas, defaults, errors }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [country, setCountry] = useState(defaults.destinationCountry);
  const [visa, setVisa] = useState(defaults.visaInterest);
  const countryName = new Map(countries.map((c) => [c.value, c.label]));
  const shown = hydrated ? visas.filter((v) => visaFitsCountry(v.country, country)) : visas;
  // Groups in the country list's order, the visas of no one country last.
  const groups = new Map<string, VisaOption[]>([...countries.map((o) => [o.label, []] as [string, VisaOption[]]), [ANY, []]]);
  for (const o of shown) groups.get(o.country ? (countryName.get(o.country) ?? ANY) : ANY)?.push(o);
  const select = (name: "destinationCountry" | "visaInterest", label: string) => {
    const invalid = Boolean(errors[name]?.length);
    return { id: `${name}-${id}`, name, label, invalid, describedBy: invalid ? `${name}-${id}-error` : undefined };
  };
  const c = select("destinationCountry", "Destination country");
  const v = select("visaInterest", "Visa interest");
  return (
    <>
      <div>
        <label htmlFor={c.id} className="label">
          {c.label}
        </label>
        <select
          id={c.id}
          name={c.name}
          value={country}
          onChange={(event) => {
            const next = event.target.value;
            setCountry(next);
            const chosen = visas.find((o) => o.value === visa);
            if (chosen && !visaFitsCountry(chosen.country, next)) setVisa("");
          }}
          className="input mt-1"
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        >
          <option value="">Not decided</option>
          {countries.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldErrors id={`${c.id}-error`} errors={errors.destinationCountry} />
      </div>
      <div>
        <label htmlFor={v.id} className="label">
          {v.label}
        </label>
        <select
          id={v.id}
          name={v.name}
          value={visa}
          onChange={(event) => setVisa(event.target.value)}
          className="input mt-1"
          aria-invalid={v.invalid || undefined}
          aria-describedby={v.describedBy}
        >
          <option value="">Not decided</option>
          {[...groups]
            .filter(([, options]) => options.length > 0)
            .map(([group, options]) => (
              <optgroup key={group} label={group}>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
        <FieldErrors id={`${v.id}-error`} errors={errors.visaInterest} />
      </div>
    </>
  );
}
