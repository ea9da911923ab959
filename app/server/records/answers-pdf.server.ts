import { serviceTitle } from "~/content/catalogue.server";
import { labelledAnswers, type LabelledAnswer } from "~/lib/cases/answer-labels";
import { PERSON_ROLE_LABELS, personName } from "~/lib/cases/people";
import { ANSWER_STATE_LABELS } from "~/lib/cases/questionnaire-answers";
import type { Section, SectionAnswers } from "~/lib/cases/questionnaire";
import { formatDate } from "~/lib/ui/format";
import { letterhead, pdf, type Doc, type Firm } from "../billing/pdf.server";
import { firm } from "../billing/firm.server";
import { busyOr, pdfResponse } from "../billing/pdf-responses.server";
import { firmToday } from "../website/settings.server";
import { questionnairesOf, type PersonWithQuestionnaire } from "./answers-export.server";

// An application's answers as one PDF, laid out for copying into the government's online
// form (issue 40): each person, each section of their questionnaire in the template's
// order, each question's label with its answer beneath it, and repeating rows as numbered
// blocks ("Address 1") rather than a wide table, so a long answer wraps and nothing is cut.
// Drawn by pdf.server.ts (its font, and its one-at-a-time places).

const LEFT = 56;
const GREY = "#444";

const width = (doc: Doc, indent = 0) => doc.page.width - 2 * LEFT - indent;

/** A new page when fewer than `points` are left, so a heading is not left alone at a page's foot. */
function room(doc: Doc, points: number) {
  if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function write(doc: Doc, text: string, o: { indent?: number; bold?: boolean; size?: number; grey?: boolean } = {}) {
  const indent = o.indent ?? 0;
  doc
    .font(o.bold ? "bold" : "body")
    .fontSize(o.size ?? 10)
    .fillColor(o.grey ? GREY : "black")
    .text(text, LEFT + indent, doc.y, { width: width(doc, indent) });
  doc.font("body").fontSize(10).fillColor("black");
  doc.x = LEFT;
}

/** One question: its label, then its answer (and a yes-no's explanation) indented beneath. */
function answer(doc: Doc, a: LabelledAnswer, indent: number) {
  room(doc, 30);
  write(doc, a.label, { indent, bold: true, size: 9 });
  if (a.value) write(doc, a.value, { indent: indent + 12 });
  else write(doc, "No answer", { indent: indent + 12, grey: true });
  if (a.explanation) {
    write(doc, a.explanationLabel ?? "Explanation", { indent: indent + 12, bold: true, size: 9 });
    write(doc, a.explanation, { indent: indent + 12 });
  }
  doc.moveDown(0.35);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function section(doc: Doc, s: Section, given: { answers: SectionAnswers; state: keyof typeof ANSWER_STATE_LABELS } | null) {
  room(doc, 50);
  doc.moveDown(0.6);
  write(doc, s.title, { bold: true, size: 12 });
  write(doc, given ? ANSWER_STATE_LABELS[given.state] : "Not answered yet", { size: 9, grey: true });
  doc.moveDown(0.4);
  if (!given) return;
  for (const a of labelledAnswers(s.questions, given.answers.fields)) answer(doc, a, 0);
  if (!s.rows) return;
  if (!given.answers.rows.length) write(doc, `No ${s.rows.noun} given`, { grey: true });
  given.answers.rows.forEach((row, i) => {
    room(doc, 50);
    write(doc, `${capital(s.rows!.noun)} ${i + 1}`, { bold: true, size: 10 });
    doc.moveDown(0.2);
    labelledAnswers(s.rows!.columns, row).forEach((a, j) =>
      // A history's last row may leave its end empty: it goes on today.
      answer(doc, s.rows!.history && s.rows!.columns[j].key === "to" && !a.value ? { ...a, value: "Goes on today (left empty)" } : a, 12),
    );
  });
}

/** The answers of everyone on one application, as PDF bytes; NoPlace when too many PDFs are being drawn. */
export function answersPdf(
  application: { reference: string; service_slug: string },
  people: PersonWithQuestionnaire[],
  firm: Firm,
  madeAt: Date,
): Promise<Buffer> {
  const title = `Answers: ${application.reference}`;
  return pdf(title, madeAt, (doc) => {
    letterhead(doc, firm);
    write(doc, title, { bold: true, size: 16 });
    write(doc, `${serviceTitle(application.service_slug)} · made on ${formatDate(madeAt)}`, { size: 9, grey: true });
    if (!people.length) write(doc, "No one is on this application yet.");
    people.forEach(({ person, questionnaire: q }, i) => {
      // Each person on a page of their own: their part is copied, or printed, apart.
      if (i) doc.addPage();
      else doc.moveDown(1.2);
      write(doc, `${personName(person)} · ${PERSON_ROLE_LABELS[person.role]}`, { bold: true, size: 14 });
      if (!q) {
        write(doc, "No questionnaire for this visa type.", { grey: true });
        return;
      }
      write(doc, `${q.template.title}, version ${q.template.version}`, { size: 9, grey: true });
      for (const s of q.sections) section(doc, s.section, s.answer);
    });
  });
}

/**
 * Staff's download of an application's answers (the caller has checked they may see it):
 * private and never cached, like the invoices' PDFs; a 503 when too many PDFs are being drawn.
 */
export async function answersPdfResponse(application: { id: string; reference: string; service_slug: string }) {
  const people = (await questionnairesOf([application], await firmToday())).get(application.id) ?? [];
  const details = await firm();
  const bytes = await busyOr(() => answersPdf(application, people, details, new Date()));
  return bytes instanceof Response ? bytes : pdfResponse(bytes, `answers-${application.reference}.pdf`);
}
