// Which visas fit a destination country: a visa of that country, a Schengen visa for a
// Schengen country, and a visa of no one country (visitor, family, business) for any.

const SCHENGEN = new Set(["germany", "portugal", "austria", "sweden", "europe"]);

export type VisaOption = { value: string; label: string; country: string | null };

export function visaFitsCountry(visaCountry: string | null, destination: string): boolean {
  if (!visaCountry || !destination || visaCountry === destination) return true;
  return visaCountry === "europe" && SCHENGEN.has(destination);
}
