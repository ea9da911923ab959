import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/forms";
import { Table } from "~/components/ui/list";
import { formatCell, type ReportSection } from "~/lib/reports/report-data";
import { Chart } from "./chart";

// One section of a report: its title and what it counts, the chart, the table the chart
// is drawn from (the accessible version), and the CSV of the same rows.

export function ReportSectionView({ section, csvHref }: { section: ReportSection; csvHref: string }) {
  const { columns, rows } = section;
  const numeric = (key: string) => columns.find((c) => c.key === key)?.format !== "text";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
          {section.title}
        </h2>
        <a href={csvHref} className="text-sm font-medium text-brand-700 underline" download>
          Download CSV<span className="sr-only"> of {section.title}</span>
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{section.description}</p>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">
          {section.empty ?? "Nothing to count in these dates."}
        </p>
      ) : (
        <>
          {section.chart ? <Chart spec={section.chart} columns={columns} rows={rows} title={section.title} /> : null}
          <Table caption={`${section.title}: the figures`}>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`px-3 py-2 font-semibold text-slate-800 ${numeric(c.key) ? "text-right" : "text-left"}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            {/* Its cells are styled once, by .figures (tailwind.css): a table of 200 agents is 800 cells. */}
            <tbody className="figures divide-y divide-slate-100">
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((c, ci) =>
                    ci === 0 ? (
                      <th key={c.key} scope="row">
                        {formatCell(row[c.key], c)}
                      </th>
                    ) : (
                      <td key={c.key} data-text={numeric(c.key) ? undefined : true}>
                        {formatCell(row[c.key], c)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}

/** The dates of a report: a GET form, so a range is a link that can be shared or bookmarked. */
export function DateRangeForm({ values, errors }: { values: { from: string; to: string }; errors?: { from?: string[]; to?: string[] } }) {
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <Field label="From" name="from" type="date" defaultValue={values.from} errors={errors?.from} />
      <Field label="To" name="to" type="date" defaultValue={values.to} errors={errors?.to} />
      <button type="submit" className="btn-primary">
        Show these dates
      </button>
    </Form>
  );
}
