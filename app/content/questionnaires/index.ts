// The seeded questionnaire templates (issue 40), by the firm's service slug
// (app/content/services/*.ts). Written from the governments' own forms, each with the
// forms it follows in `sources`; tests/unit/questionnaire-templates.test.ts parses each
// one with `templateSchema`.
import type { Template } from "~/lib/cases/questionnaire";
import { australiaSkilled } from "./australia-skilled";
import { canadaPermanentResidency } from "./canada-permanent-residency";
import { parentsVisitor } from "./parents-visitor";
import { ukSkilledWorker } from "./uk-skilled-worker";

export const QUESTIONNAIRES: Record<string, Template> = {
  "canada-permanent-residency": canadaPermanentResidency,
  // Form 80 is asked of skilled applicants whether the visa is permanent or employer-sponsored.
  "australia-permanent-residency": australiaSkilled,
  "australia-work-visa": australiaSkilled,
  "uk-skilled-worker-visa": ukSkilledWorker,
  "canada-visitor-visa": parentsVisitor,
};
