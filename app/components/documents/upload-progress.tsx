import { useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";

type Progress = { itemId: string; files: { name: string; percent: number; error: string | null }[] } | null;

/**
 * With JavaScript, a checklist upload sends each chosen file as a request of its own
 * (XMLHttpRequest, which reports upload progress; fetch does not) and shows a bar per
 * file; then the page's data is read again. Without JavaScript the form posts as is.
 */
export function useUploadWithProgress() {
  const [state, setState] = useState<Progress>(null);
  const revalidator = useRevalidator();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const input = form.querySelector<HTMLInputElement>('input[type="file"]');
    const files = [...(input?.files ?? [])];
    if (!files.length || typeof XMLHttpRequest === "undefined") return; // the server says "choose a file"
    event.preventDefault();
    const itemId = String(new FormData(form).get("itemId"));
    const rows = files.map((f) => ({ name: f.name, percent: 0, error: null as string | null }));
    const show = () => setState({ itemId, files: rows.map((r) => ({ ...r })) });
    show();
    for (const [i, file] of files.entries()) {
      const body = new FormData(form);
      body.delete("file");
      body.append("file", file);
      rows[i].error = await send(form.action || window.location.href, body, (percent) => {
        rows[i].percent = percent;
        show();
      });
      rows[i].percent = 100;
      show();
    }
    if (input) input.value = "";
    revalidator.revalidate();
    if (rows.every((r) => !r.error)) setTimeout(() => setState(null), 1500);
  }
  return { state, onSubmit, busy: Boolean(state && state.files.some((f) => f.percent < 100)) };
}

/** Posts one file; resolves with the refusal's message, or null when it was stored. */
function send(url: string, body: FormData, onProgress: (percent: number) => void): Promise<string | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "text/html");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status < 400) return resolve(null);
      // The page that came back carries the message beside the field.
      const message = new DOMParser().parseFromString(xhr.responseText, "text/html").querySelector('[id$="-error"]')?.textContent;
      resolve(message?.trim() || "This file was not saved. Please try again.");
    };
    xhr.onerror = () => resolve("The connection failed: this file was not saved. Please try again.");
    xhr.send(body);
  });
}

export function UploadProgress({ state, formItem }: { state: Progress; formItem: string }) {
  if (!state || state.itemId !== formItem) return null;
  return (
    <ul className="w-full space-y-1 text-xs" aria-live="polite" data-upload-progress>
      {state.files.map((f, i) => (
        <li key={i}>
          <span className="text-slate-800">{f.name}</span>{" "}
          {f.error ? (
            <span className="text-red-800" role="alert">
              {f.error}
            </span>
          ) : (
            <progress max={100} value={f.percent} className="h-2 w-32 align-middle" aria-label={`${f.name}: ${f.percent}%`} />
          )}
        </li>
      ))}
    </ul>
  );
}
