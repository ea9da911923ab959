import type { FirmStatementData } from "~/lib/website/firm-statement";

/** What the firm is and is not, and its registrations (app/lib/website/firm-statement.ts). */
export function FirmStatement({ firm, className }: { firm: FirmStatementData; className?: string }) {
  return (
    <div className={className} data-firm-statement>
      <p>{firm.statement}</p>
      {firm.registrations.length ? (
        <ul className="mt-2 space-y-1" aria-label="Registrations">
          {firm.registrations.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
