import { useEffect, useState } from "react";
import type { Toast } from "~/lib/http/toast";

export const TOAST_DURATION_MS = 5000;

const STYLES: Record<Toast["type"], string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
  info: "border-brand-600 bg-brand-50 text-brand-900",
};

/**
 * A flash message. Without JavaScript it stays until the next page; with it, it fades after 5 s.
 * root.tsx puts it in the page's flow at the top (below the public site's fixed header), never
 * over the page, so it cannot cover a form's fields or buttons.
 */
export function ToastView({ toast, className = "" }: { toast: Toast; className?: string }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    const timer = setTimeout(() => setOpen(false), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!open) return null;
  return (
    <div className={className}>
      <div
        role={toast.type === "error" ? "alert" : "status"}
        data-toast={toast.type}
        className={`rounded-md border-l-4 p-4 shadow-sm ${STYLES[toast.type]}`}
      >
        <div className="flex items-start gap-3">
          <div>
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
          </div>
          <button type="button" onClick={() => setOpen(false)} className="ml-auto text-sm underline" aria-label="Close notification">
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
