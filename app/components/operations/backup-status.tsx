import { formatDateTime } from "~/lib/ui/format";

type Status = { last: { takenAt: string | Date; file: string; bytes: number } | null; scheduled: boolean; now: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last backup's age on the admin's dashboard; a warning when there is none, or it is more than a day old. */
export function BackupStatus({ status }: { status: Status }) {
  const { last, scheduled, now } = status;
  const age = last ? new Date(now).getTime() - new Date(last.takenAt).getTime() : Infinity;
  const stale = age > DAY_MS;
  const how = scheduled
    ? "A backup is scheduled every day, but none was taken: ask whoever runs the server to look at its log for the reason."
    : "No daily backup is scheduled: ask whoever runs the server to take one now and to schedule one every day (the guide for running it says how).";
  return (
    <section
      className={`mt-6 rounded-lg p-4 text-sm ${stale ? "border-l-4 border-amber-500 bg-amber-50 text-amber-900" : "bg-white text-slate-700 shadow-sm"}`}
      aria-labelledby="backup-h"
      role={stale ? "alert" : undefined}
    >
      <h2 id="backup-h" className="font-semibold">
        Backups
      </h2>
      {last ? (
        <p className="mt-1">{`Last backup ${formatDateTime(last.takenAt)} (${ageText(age)} ago), ${(last.bytes / 1024 / 1024).toFixed(1)} MB: ${last.file}.`}</p>
      ) : (
        <p className="mt-1">No backup of this database has been taken.</p>
      )}
      {stale ? <p className="mt-1 font-medium">{`${last ? "It is more than a day old. " : ""}${how}`}</p> : null}
    </section>
  );
}

function ageText(ms: number) {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return `${Math.max(1, Math.floor(ms / 60_000))} min`;
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
