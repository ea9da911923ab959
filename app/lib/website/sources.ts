// The words of sourced content, shared by app/content (the pages' data) and app/lib
// (the calculators' engine), which may not import content.

/** An official page a figure or rule was checked against. */
export type Source = { label: string; url: string };

/** A day, "2026-11-25". */
export type Day = string;

export type CountrySlug =
  "europe" | "united-kingdom" | "usa" | "australia" | "canada" | "germany" | "portugal" | "austria" | "sweden" | "ireland";
