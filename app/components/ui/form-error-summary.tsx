import type { FormFailure } from "~/lib/http/form-failure";

/**
 * A refused form's notice at the top of the page: without JavaScript the answer reloads the
 * page at its top, far from the messages beside the fields. It says what was not done and why,
 * and links to the form (whose fields keep what was typed and carry each message).
 */
export function FormErrorSummary({ failure, title, formId }: { failure?: FormFailure; title: string; formId: string }) {
  if (!failure) return null;
  const messages = [...new Set([failure.formError, ...Object.values(failure.fieldErrors ?? {}).flat()].filter((m): m is string => !!m))];
  if (!messages.length) return null;
  const [first, ...rest] = messages;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-form-error-summary>
      <p>
        <span className="font-semibold">{`${title}: `}</span>
        {first}
        {" — "}
        <a href={`#${formId}`} className="font-semibold underline">
          go to the form
        </a>
      </p>
      {rest.length ? (
        <ul className="mt-2 list-disc pl-5">
          {rest.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
