import { FieldErrors } from "../ui/forms";

/**
 * The end of every form that makes an enquiry: the consent, word for word with its link
 * to the privacy policy, and the honeypot (hidden from people and screen readers; bots
 * fill it in).
 */
export function ConsentAndHoneypot({ text, checked, errors }: { text: string; checked: boolean; errors?: string[] }) {
  const [before, after] = text.split("privacy policy");
  return (
    <>
      <div className="hidden" aria-hidden="true">
        <label htmlFor="company_website">Leave this empty</label>
        <input id="company_website" name="company_website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={checked}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? "consent-error" : undefined}
            className="mt-1 h-4 w-4"
          />
          <span>
            {before}
            <a href="/privacy-policy" className="text-brand-700 underline">
              privacy policy
            </a>
            {after}
          </span>
        </label>
        <FieldErrors id="consent-error" errors={errors} />
      </div>
    </>
  );
}
