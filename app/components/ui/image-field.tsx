import { useId } from "react";
import { Field, FieldErrors } from "~/components/ui/forms";

/**
 * An image upload (the form needs encType="multipart/form-data"). Choosing no file
 * keeps the current image; a checkbox removes it. With `credit`, a field records who
 * made the image or under which licence the site uses it.
 */
export function ImageField({
  label,
  name,
  currentUrl,
  errors,
  removeName,
  credit,
  alt,
}: {
  label: string;
  name: string;
  currentUrl: string | null;
  errors?: string[];
  removeName: string;
  credit?: { name: string; value: string; errors?: string[] };
  /** The image's text alternative (required with an image: the action says so beside it). */
  alt?: { name: string; value: string; errors?: string[] };
}) {
  const id = `${name}-${useId()}`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="label px-1">{label}</legend>
      {currentUrl ? (
        <img src={currentUrl} alt={`Current ${label.toLowerCase()}`} className="mb-3 max-h-40 w-auto rounded border border-slate-200" />
      ) : null}
      <label htmlFor={id} className="label">
        {currentUrl ? "Replace with a new image" : "Choose an image"}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="mt-1 block w-full text-sm"
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, invalid ? `${id}-error` : null].filter(Boolean).join(" ")}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        JPEG, PNG or WebP, 5 MB at most.{currentUrl ? " Leave empty to keep the current image." : ""}
      </p>
      <FieldErrors id={`${id}-error`} errors={errors} />
      {alt ? (
        <div className="mt-4">
          <Field
            label="Text alternative (alt text)"
            name={alt.name}
            maxLength={300}
            hint="What the image shows, in a few words, for people who cannot see it (e.g. “Students outside a university library in Toronto”)."
            defaultValue={alt.value}
            errors={alt.errors}
          />
        </div>
      ) : null}
      {credit ? (
        <div className="mt-4">
          <Field
            label="Credit or licence"
            name={credit.name}
            maxLength={200}
            hint="Who took or made the image, or its licence (e.g. “Photo: Studio Lumen, used with permission”, “CC BY 4.0, A. Rao”)."
            defaultValue={credit.value}
            errors={credit.errors}
          />
        </div>
      ) : null}
      {currentUrl ? (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name={removeName} className="h-4 w-4" />
          Remove the current image
        </label>
      ) : null}
    </fieldset>
  );
}
