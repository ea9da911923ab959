// Names of files inside a ZIP that people open on any computer: readable (letters of any
// language, spaces and dashes kept), safe (nothing a file system refuses or reads as a
// folder), short enough, and unique in their folder.

const REFUSED = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g; // Windows' reserved characters, control characters and both separators
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i; // device names Windows will not create
const EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/** `name` made safe as one file (or folder) name, at most `max` characters, its extension kept. */
export function readableFileName(name: string, max = 120, hasExtension = true): string {
  const clean = name
    .normalize("NFC")
    .replace(REFUSED, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const ext = hasExtension ? (EXTENSION.exec(clean)?.[0] ?? "") : "";
  const stem = [...clean.slice(0, clean.length - ext.length)]
    .slice(0, Math.max(1, max - ext.length))
    .join("")
    .replace(/[\s.]+$/, "");
  const safe = (stem || "file") + ext;
  return RESERVED.test(safe) ? `_${safe}` : safe;
}

/**
 * `name`, or `name (2)`, `name (3)`… before its extension, the first not yet taken in
 * `folder` (compared without letter case, as Windows and macOS do); recorded as taken.
 */
export function uniqueName(taken: Set<string>, name: string, folder = "") {
  const ext = EXTENSION.exec(name)?.[0] ?? "";
  const stem = name.slice(0, name.length - ext.length);
  let candidate = name;
  for (let n = 2; taken.has(`${folder}/${candidate}`.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(`${folder}/${candidate}`.toLowerCase());
  return candidate;
}
