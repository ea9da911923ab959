/**
 * An inline look at a file without downloading it: the browser renders it in a
 * frame of its own from /documents/:id?view=inline, served with a sandboxing CSP
 * (nothing in a file can run on our origin). Loaded only when opened.
 */
export function FilePreview({ id, name }: { id: string; name: string }) {
  return (
    <details className="mt-1" data-preview={id}>
      <summary className="cursor-pointer text-xs font-semibold text-brand-700">{`Preview ${name}`}</summary>
      <iframe
        title={`Preview of ${name}`}
        src={`/documents/${id}?view=inline`}
        loading="lazy"
        className="mt-2 h-96 w-full rounded border border-slate-200 bg-slate-50"
      />
    </details>
  );
}
