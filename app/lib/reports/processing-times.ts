import type { Source } from "~/lib/website/sources";

/** The firm's own processing times for a client's kind of case: N decided cases, half within `half` days of lodgement, nine in ten within `most`. */
export type FirmTimes = { cases: number; half: number; most: number; official: Source | null };
