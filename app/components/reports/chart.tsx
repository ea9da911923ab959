import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { line, stack } from "d3-shape";
import { formatCell, type Chart as ChartSpec, type Column, type Row } from "~/lib/reports/report-data";

// A section's chart, drawn on the server as SVG from the section's own rows: it needs no
// JavaScript, prints, and says nothing the table beneath it does not. d3-scale and
// d3-shape give the scales, ticks, stacks and lines; this file only lays them out.
// Colours are each at least 4.5:1 on white (WCAG 1.4.11 asks 3:1 of a graphic).

export const SERIES_COLOURS = ["#1d4ed8", "#b45309", "#047857", "#7e22ce", "#be123c", "#334155"];

const W = 640;
/** A coordinate to a tenth of a unit: finer is invisible in a 640-wide chart, and only weighs the page. */
const px = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;
const M = { top: 12, right: 16, bottom: 44, left: 64 };
const COMPACT = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

type Props = { spec: ChartSpec; columns: Column[]; rows: Row[]; title: string };

const numberOf = (v: Row[string]) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const short = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);

export function Chart({ spec, columns, rows: all, title }: Props) {
  const rows = spec.limit && all.length > spec.limit ? all.slice(0, spec.limit) : all;
  const series = spec.series.map((key) => columns.find((c) => c.key === key)!).filter(Boolean);
  const categories = rows.map((r) => String(r[spec.category] ?? ""));
  const idBase = `chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const body =
    spec.kind === "horizontal" ? (
      <Horizontal series={series} rows={rows} categories={categories} />
    ) : (
      <Vertical spec={spec} series={series} rows={rows} categories={categories} />
    );
  return (
    <figure className="mt-4">
      {series.length > 1 ? (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.key} className="flex items-center gap-1.5">
              {/* A drawn swatch: the CSP (style-src 'self') drops inline style attributes. */}
              <svg width="12" height="12" viewBox="0 0 12 12" className="shrink-0">
                <rect width="12" height="12" rx="2" fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Scrolls inside its box on a phone rather than shrinking its words past reading. */}
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2"
        tabIndex={0}
        role="region"
        aria-label={`${title}, chart`}
      >
        <svg
          viewBox={`0 0 ${W} ${heightOf(spec, rows.length)}`}
          width="100%"
          className="block w-full min-w-[36rem] max-w-3xl font-sans"
          role="img"
          aria-labelledby={`${idBase}-t`}
        >
          <title id={`${idBase}-t`}>{`${title}. The table below gives every figure.`}</title>
          {body}
        </svg>
      </div>
      {rows.length < all.length ? (
        <figcaption className="mt-1 text-sm text-slate-700">{`The chart shows the first ${rows.length} of ${all.length} rows; the table lists them all.`}</figcaption>
      ) : null}
    </figure>
  );
}

function heightOf(spec: ChartSpec, count: number) {
  return spec.kind === "horizontal" ? M.top + Math.max(1, count) * 28 + 28 : 280;
}

function Vertical({ spec, series, rows, categories }: { spec: ChartSpec; series: Column[]; rows: Row[]; categories: string[] }) {
  const height = heightOf(spec, rows.length);
  const keys = series.map((s) => s.key);
  const stacked =
    spec.kind === "stacked"
      ? stack<Row>()
          .keys(keys)
          .value((r, k) => numberOf(r[k]))(rows)
      : null;
  const max = stacked
    ? Math.max(0, ...stacked.flatMap((layer) => layer.map((p) => p[1])))
    : Math.max(0, ...rows.flatMap((r) => keys.map((k) => numberOf(r[k]))));
  const y = scaleLinear()
    .domain([0, max || 1])
    .nice()
    .range([height - M.bottom, M.top]);
  const ticks = y.ticks(5);
  const every = Math.ceil(categories.length / 12); // at most twelve labels under the axis
  const money = series[0]?.format === "money";
  const tick = (v: number) => (series[0]?.format === "percent" ? `${v} %` : COMPACT.format(money ? v / 100 : v));
  const x =
    spec.kind === "line"
      ? scalePoint<number>()
          .domain(categories.map((_, i) => i))
          .range([M.left + 8, W - M.right - 8])
      : scaleBand<number>()
          .domain(categories.map((_, i) => i))
          .range([M.left, W - M.right])
          .padding(0.2);
  const band = "bandwidth" in x ? x.bandwidth() : 0;
  const inner = scaleBand<string>().domain(keys).range([0, band]).padding(0.05);
  return (
    <g fontSize={13}>
      {ticks.map((t) => (
        <g key={t} transform={`translate(0,${px(y(t))})`}>
          <line x1={M.left} x2={W - M.right} stroke="#e2e8f0" />
          <text x={M.left - 6} dy="0.32em" textAnchor="end" fill="#334155">
            {tick(t)}
          </text>
        </g>
      ))}
      <line x1={M.left} x2={W - M.right} y1={px(y(0))} y2={px(y(0))} stroke="#475569" />
      {categories.map((c, i) =>
        i % every === 0 ? (
          <text key={i} x={px((x(i) ?? 0) + band / 2)} y={height - M.bottom + 16} textAnchor="middle" fill="#334155">
            <title>{c}</title>
            {short(c)}
          </text>
        ) : null,
      )}
      {spec.kind === "line"
        ? series.map((s, si) => {
            const colour = SERIES_COLOURS[si % SERIES_COLOURS.length];
            const path = line<Row>()
              .digits(1)
              .x((_, i) => x(i) ?? 0)
              .y((r) => y(numberOf(r[s.key])))(rows);
            return (
              <g key={s.key}>
                <path d={path ?? ""} fill="none" stroke={colour} strokeWidth={2} />
                {rows.map((r, i) => (
                  <circle key={i} cx={px(x(i))} cy={px(y(numberOf(r[s.key])))} r={3} fill={colour}>
                    <title>{`${categories[i]}, ${s.label}: ${formatCell(r[s.key], s)}`}</title>
                  </circle>
                ))}
              </g>
            );
          })
        : rows.map((r, i) =>
            series.map((s, si) => {
              const layer = stacked?.[si]?.[i];
              const [y0, y1] = layer ? [layer[0], layer[1]] : [0, numberOf(r[s.key])];
              return (
                <rect
                  key={`${i}-${s.key}`}
                  x={px((x(i) ?? 0) + (stacked ? 0 : (inner(s.key) ?? 0)))}
                  width={px(stacked ? band : inner.bandwidth())}
                  y={px(y(y1))}
                  height={px(Math.max(0, y(y0) - y(y1)))}
                  fill={SERIES_COLOURS[si % SERIES_COLOURS.length]}
                >
                  <title>{`${categories[i]}, ${s.label}: ${formatCell(r[s.key], s)}`}</title>
                </rect>
              );
            }),
          )}
    </g>
  );
}

/** Bars from a label on the left, the figure written at each bar's end: a funnel, or counts by status. */
function Horizontal({ series, rows, categories }: { series: Column[]; rows: Row[]; categories: string[] }) {
  const s = series[0];
  const height = heightOf({ kind: "horizontal", category: "", series: [] }, rows.length);
  const left = 168;
  const max = Math.max(0, ...rows.map((r) => numberOf(r[s?.key ?? ""])));
  const x = scaleLinear()
    .domain([0, max || 1])
    .range([left, W - 96]);
  const y = scaleBand<number>()
    .domain(categories.map((_, i) => i))
    .range([M.top, height - 16])
    .padding(0.2);
  if (!s) return null;
  return (
    <g fontSize={13}>
      {rows.map((r, i) => (
        <g key={i} transform={`translate(0,${px(y(i))})`}>
          <text x={left - 8} y={px(y.bandwidth() / 2)} dy="0.32em" textAnchor="end" fill="#1e293b">
            <title>{categories[i]}</title>
            {categories[i].length > 24 ? `${categories[i].slice(0, 23)}…` : categories[i]}
          </text>
          <rect x={left} width={px(Math.max(0, x(numberOf(r[s.key])) - left))} height={px(y.bandwidth())} fill={SERIES_COLOURS[0]}>
            <title>{`${categories[i]}: ${formatCell(r[s.key], s)}`}</title>
          </rect>
          <text x={px(x(numberOf(r[s.key])) + 6)} y={px(y.bandwidth() / 2)} dy="0.32em" fill="#1e293b">
            {formatCell(r[s.key], s)}
          </text>
        </g>
      ))}
      <line x1={left} x2={left} y1={M.top} y2={height - 16} stroke="#475569" />
    </g>
  );
}
