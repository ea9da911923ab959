import { registrationLines, type SiteSettings } from "~/lib/settings";

/**
 * What the firm is and is not, in plain words, and the registrations it holds (only those
 * set in the settings: an empty one says nothing, rather than something untrue).
 */
export function FirmStatement({ registrations, className }: { registrations: SiteSettings["registrations"]; className?: string }) {
  const lines = registrationLines(registrations);
  return (
    <div className={className} data-firm-statement>
      <p>
        We are an immigration consultancy in India, not a law firm, and we do not give legal advice on the law of any country. Where a
        country allows only licensed or registered advisers to advise or act for a fee, that work is done by a registered adviser
        named in your agreement, or we refer you to one.
      </p>
      {lines.length ? (
        <ul className="mt-2 space-y-1" aria-label="Registrations">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
