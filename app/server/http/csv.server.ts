// CSV downloads: one guard against spreadsheet formulas, one set of headers.

/** A cell a spreadsheet would run as a formula (= + - @ first, or a tab or return) is kept as text. */
export const spreadsheetText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A private CSV download: never cached, never run as a page. */
export function csvHeaders(fileName: string): HeadersInit {
  return {
    "Cache-Control": "private, no-store",
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "-")}"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
}
