import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AdvisorForm } from "~/components/calculators/advisor-form";
import { CalculatorForm } from "~/components/calculators/calculator-form";
import { ScorePanel } from "~/components/calculators/score-panel";
import { Disclaimer } from "~/components/website/content-blocks";
import { PictureImage } from "~/components/website/site-image";
import { flagOf } from "~/content/images";
import { getCalculator } from "~/content/calculators";
import { assess, questionsOf, readAnswers, rulesOn, unanswered, type Answers, type Calculator } from "~/lib/calculators/engine";
import { CALCULATOR_CONSENT } from "~/lib/leads/enquiry-consent";
import { advisorRequestSchema } from "~/lib/leads/enquiry-schema";
import { visitOriginOf } from "~/server/leads/visit-origin.server";
import { pageMeta } from "~/lib/website/seo";
import { formError, formFailure, formValues, parseFormData } from "~/server/http/forms.server";
import type { FormFailure } from "~/lib/http/form-failure";
import { sendToAdvisor } from "~/server/leads/assessments.server";
import { refuseFlood } from "~/server/leads/enquiry-limit.server";
import { firmToday } from "~/server/website/settings.server";
import { AlreadySubmitted, newFormKey, submissionKey } from "~/server/http/submission-keys.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

// /calculators/:slug: a points calculator (issue 21). The answers live in the query
// string (they say nothing about who someone is), so a result can be bookmarked and
// works without JavaScript; "send this to an advisor" posts them with the visitor's details.

function calculatorOf(slug: string | undefined) {
  const calculator = getCalculator(slug ?? "");
  if (!calculator) throw data(null, { status: 404 });
  return calculator;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const calculator = calculatorOf(params.slug);
  const { answers, errors } = readAnswers(calculator, new URL(request.url).searchParams);
  const origin = visitOriginOf(request);
  return {
    slug: calculator.slug,
    answers,
    errors,
    today: await firmToday(),
    formKey: newFormKey(),
    flag: flagOf(calculator.country, 40),
    origin,
  };
}

// "Send this to an advisor" carries where the visit began, read from the Referer: a cache keeps one copy per page.
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(retryAfterHeaders(args));
  headers.set("Vary", "Referer");
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const calculator = data ? getCalculator(data.slug) : undefined;
  if (!calculator) return [{ title: "Page not found" }];
  return pageMeta(matches, { title: calculator.title, description: calculator.summary, path: `/calculators/${calculator.slug}` });
};

/** The answers the question asked, as a query string (what a redirect keeps on the page). */
const queryOf = <T,>(calculator: Calculator<T>, answers: Answers) =>
  new URLSearchParams(questionsOf(calculator, answers).map((q) => [q.name, answers[q.name]])).toString();

export async function action({ request, params }: ActionFunctionArgs) {
  const calculator = calculatorOf(params.slug);
  const formData = await request.formData().catch(() => new FormData());
  const parsed = parseFormData(formData, advisorRequestSchema);
  const read = readAnswers(calculator, formData);
  if (Object.keys(read.errors).length) {
    return formError(formData, "Some answers above could not be read. Choose them again, press Calculate, then send.", 400);
  }
  // A profile is sent only whole: a score from half the questions would mislead the advisor too.
  const missing = unanswered(calculator, read.answers);
  if (!parsed.ok || missing.length) {
    const failure = parsed.ok ? { fieldErrors: {}, values: formValues(formData) } : parsed.failure;
    for (const q of missing) failure.fieldErrors[q.name] = ["Answer this question before sending"];
    return formFailure({
      ...failure,
      formError: missing.length
        ? `Answer every question above before sending: ${missing.length} still to answer, each marked beside it.`
        : failure.formError,
    });
  }
  const flood = await refuseFlood(request, parsed.formData);
  if (flood) return flood;
  const assessment = assess(calculator, read.answers, await firmToday());
  try {
    await sendToAdvisor(calculator, assessment, parsed.data, CALCULATOR_CONSENT, submissionKey(parsed.formData, "assessment"));
  } catch (error) {
    // Sent twice (a double click): the first is stored, and the thanks are the same.
    if (!(error instanceof AlreadySubmitted)) {
      console.error("[calculator] could not store the assessment:", (error as Error).message);
      return formError(
        parsed.formData,
        "We could not send this just now. Your details are still below: please try again in a minute, or call or e-mail us.",
        503,
      );
    }
  }
  return redirectWithToast(`/calculators/${calculator.slug}?${queryOf(calculator, read.answers)}`, {
    type: "success",
    title: "Sent to an advisor",
    description: "A consultant replies within one working day.",
  });
}

export default function CalculatorPage() {
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const calculator = getCalculator(loaded.slug)!;
  // With JavaScript the score follows every change; without it, each "Calculate".
  const [answers, setAnswers] = useState(loaded.answers);
  const [said, setSaid] = useState(loaded.answers);
  if (said !== loaded.answers) {
    setSaid(loaded.answers);
    setAnswers(loaded.answers);
  }
  const missing = unanswered(calculator, answers);
  const assessment = missing.length ? null : assess(calculator, answers, loaded.today);
  const shown = questionsOf(calculator, answers);
  // A refused send's reasons beside the questions too (the advisor form holds its own).
  // (With JavaScript, a question answered since is no longer marked.)
  const stillMissing = new Set(missing.map((q) => q.name));
  const refused = Object.entries(questionErrors(calculator, failure)).filter(([name]) => stillMissing.has(name));
  const errors = { ...loaded.errors, ...Object.fromEntries(refused) };
  return (
    <article className="container-page py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/calculators" className="hover:underline">
          Calculators
        </Link>
        {" / "}
        <span aria-current="page">{calculator.shortTitle}</span>
      </nav>
      <div className="mt-2 flex items-center gap-3">
        {loaded.flag ? <PictureImage picture={loaded.flag} eager className="shrink-0 rounded ring-1 ring-slate-200" /> : null}
        <h1 className="text-3xl font-bold text-slate-900">{calculator.title}</h1>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{calculator.summary}</p>
      {failure ? <RefusedNotice failure={failure} calculator={calculator} /> : null}
      {/* On a phone the result is below the questions: its total is here too, with a way down to it. */}
      <p className="mt-4 rounded-md bg-brand-50 px-4 py-3 text-slate-900 lg:hidden">
        {assessment
          ? `Your estimated score: ${assessment.score.total}. `
          : `Answer every question to see your score (${missing.length} still to answer). `}
        <a href="#score-heading" className="font-semibold text-brand-700 underline">
          {assessment ? "See how it adds up" : "See what is left"}
        </a>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <CalculatorForm calculator={calculator} answers={answers} errors={errors} onAnswers={setAnswers} />
        <div className="min-w-0 space-y-6 lg:sticky lg:top-24 lg:self-start">
          <ScorePanel assessment={assessment} missing={missing} rules={rulesOn(calculator, loaded.today)} />
          <AdvisorForm answers={Object.fromEntries(shown.map((q) => [q.name, answers[q.name]]))} failure={failure} origin={loaded.origin} />
          <p className="text-sm">
            <Link to={`/services/${calculator.service}`} className="text-brand-700 underline">
              Read about the visa and how we help
            </Link>
          </p>
        </div>
      </div>
      <Disclaimer />
    </article>
  );
}

function questionErrors<T>(calculator: Calculator<T>, failure: FormFailure | undefined): Record<string, string[]> {
  if (!failure) return {};
  const names = new Set(calculator.sections.flatMap((s) => s.questions.map((q) => q.name)));
  return Object.fromEntries(Object.entries(failure.fieldErrors).filter(([name, e]) => names.has(name) && e?.length)) as Record<
    string,
    string[]
  >;
}

/**
 * A refused send, said at the top of the page: without JavaScript the page comes back at
 * its top, and the form with its messages is far below.
 */
function RefusedNotice<T>({ failure, calculator }: { failure: FormFailure; calculator: Calculator<T> }) {
  const unansweredCount = Object.keys(questionErrors(calculator, failure)).length;
  const reason = unansweredCount
    ? `${unansweredCount} question${unansweredCount === 1 ? " is" : "s are"} still to answer`
    : failure.formError
      ? failure.formError[0].toLowerCase() + failure.formError.slice(1)
      : "please check the fields marked in the form";
  return (
    <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="refused-notice">
      {`Your details were not sent: ${reason.replace(/\.$/, "")} — `}
      <a href="#advisor-heading" className="font-semibold underline">
        go to the form
      </a>
    </p>
  );
}
