import type { ValidityDocument, ValidityRule, ValidityResult } from "./validity";

// Which checklist documents ask for a date on upload, what that date is called, and the
// rule used where no sourced rule for the destination says more.

export const DATE_ASKED: Record<ValidityDocument, { label: string; hint: string; past: boolean }> = {
  passport: { label: "Passport expiry date", hint: "As printed on the photo page.", past: false },
  english: { label: "Date of the test result", hint: "As printed on the test report.", past: true },
  police: { label: "Date the certificate was issued", hint: "As printed on the certificate.", past: true },
  medical: { label: "Date of the examination", hint: "The day you completed it.", past: true },
};

/** The validity kind of a checklist item's document type, or null for one that does not run out. */
export function validityDocumentOf(documentType: string | null): ValidityDocument | null {
  return documentType === "passport" || documentType === "english" || documentType === "police" || documentType === "medical"
    ? documentType
    : null;
}

/** Not a figure but what a passport is for: it must not have expired on the day the application is made. */
export const PASSPORT_ON_LODGEMENT: Pick<ValidityRule, "documentType" | "rule"> = {
  documentType: "passport",
  rule: { kind: "valid-until-expiry", after: "lodgement" },
};

/** An item's validity as the checklists show it. */
export type ItemValidity = Pick<ValidityResult, "state" | "message" | "lastUsableDay"> & { datedOn: string };
