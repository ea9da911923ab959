import type { Selectable } from "kysely";
import { getCalculator } from "~/content/calculators";
import { answerLabels, type Assessment, type Calculator } from "~/lib/calculators/engine";
import type { AdvisorRequest } from "~/lib/leads/enquiry-schema";
import { visitOriginColumns } from "~/lib/leads/visit-origin-schema";
import { db, type Db } from "../db/db.server";
import type { AssessmentsTable } from "../db/schema";
import { enqueue } from "../outbox/outbox.server";
import { claimSubmission } from "../http/submission-keys.server";
import type { AssessmentView } from "~/lib/leads/assessment-view";

// A calculator's answers and score sent to an advisor (issue 21): stored with an
// enquiry, which staff are told about like any other, and carried to the client the
// enquiry becomes (linkToClient, from createClient's transaction).

/** Stores the enquiry and its assessment, and the e-mail that tells staff, in one transaction. */
export async function sendToAdvisor<T>(
  calculator: Calculator<T>,
  assessment: Assessment,
  request: AdvisorRequest,
  consentText: string,
  once: string | null,
) {
  return db.transaction().execute(async (trx) => {
    await claimSubmission(trx, once);
    const result = `${calculator.title}: ${assessment.score.total} points.`;
    const enquiry = await trx
      .insertInto("enquiries")
      .values({
        name: request.name,
        email: request.email,
        phone: request.phone,
        destination_country: calculator.country,
        service_slug: calculator.service,
        message: request.note ? `${request.note}\n\n(${result})` : `Sent from the ${result}`,
        source_page: `/calculators/${calculator.slug}`,
        ...visitOriginColumns(request),
        consent: true,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("assessments")
      .values({
        enquiry_id: enquiry.id,
        calculator: calculator.slug,
        rules_from: assessment.rulesFrom,
        rules_checked: assessment.checked,
        answers: JSON.stringify(assessment.answers),
        score: JSON.stringify(assessment.score),
        total: assessment.score.total,
        consent_text: consentText,
      })
      .execute();
    await enqueue(trx, "enquiry_notification", { enquiryId: enquiry.id });
    return enquiry;
  });
}

/** On conversion: the enquiry's assessments become the client's too. */
export async function linkToClient(trx: Db, enquiryId: string, clientId: string) {
  await trx.updateTable("assessments").set({ client_id: clientId }).where("enquiry_id", "=", enquiryId).execute();
}

const columns = ["id", "calculator", "rules_from", "rules_checked", "answers", "score", "total", "consent_text", "created_at"] as const;
type Row = Pick<Selectable<AssessmentsTable>, (typeof columns)[number]>;

/** What staff read: the questions and answers in words, the lines as the visitor saw them. */
function view(row: Row): AssessmentView {
  const calculator = getCalculator(row.calculator);
  return {
    id: row.id,
    title: calculator?.title ?? "A calculator no longer on the site",
    total: row.total,
    verdict: row.score.verdict,
    lines: row.score.lines,
    answers: calculator ? answerLabels(calculator, row.answers) : [],
    rulesFrom: String(row.rules_from),
    rulesChecked: String(row.rules_checked),
    consentText: row.consent_text,
    sentAt: row.created_at,
  };
}

export async function assessmentsOfEnquiry(enquiryId: string): Promise<AssessmentView[]> {
  const rows = await db
    .selectFrom("assessments")
    .select(columns)
    .where("enquiry_id", "=", enquiryId)
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
  return rows.map(view);
}

export async function assessmentsOfClient(clientId: string): Promise<AssessmentView[]> {
  const rows = await db
    .selectFrom("assessments")
    .select(columns)
    .where("client_id", "=", clientId)
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
  return rows.map(view);
}
