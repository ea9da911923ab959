// Tailwind needs whole class names (no inline styles under our CSP): widths in steps of 5 %.
const WIDTHS = [
  "w-0",
  "w-[5%]",
  "w-[10%]",
  "w-[15%]",
  "w-[20%]",
  "w-[25%]",
  "w-[30%]",
  "w-[35%]",
  "w-[40%]",
  "w-[45%]",
  "w-[50%]",
  "w-[55%]",
  "w-[60%]",
  "w-[65%]",
  "w-[70%]",
  "w-[75%]",
  "w-[80%]",
  "w-[85%]",
  "w-[90%]",
  "w-[95%]",
  "w-full",
];

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const width = WIDTHS[Math.min(20, Math.max(0, Math.round(percent / 5)))];
  return (
    <div
      className="h-2 rounded bg-slate-200"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={`h-2 rounded bg-green-600 ${width}`} />
    </div>
  );
}
