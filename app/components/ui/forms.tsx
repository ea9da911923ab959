import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

type FieldProps = {
  label: ReactNode;
  name: string;
  errors?: string[];
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its error beside it (aria-invalid, aria-describedby). */
export function Field({ label, name, errors, hint, id, className, ...input }: FieldProps) {
  const fallbackId = useId();
  const inputId = id ?? `${name}-${fallbackId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="input mt-1"
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

type TextAreaProps = { label: ReactNode; name: string; errors?: string[]; hint?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, name, errors, hint, id, className, ...rest }: TextAreaProps) {
  const fallbackId = useId();
  const inputId = id ?? `${name}-${fallbackId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <textarea
        id={inputId}
        name={name}
        className="input mt-1"
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {errors[0]}
    </p>
  );
}

/** A message about the whole form (not one field). */
export function FormAlert({ message, tone = "error" }: { message?: string | null; tone?: "error" | "info" }) {
  if (!message) return null;
  const styles = tone === "error" ? "border-red-300 bg-red-50 text-red-800" : "border-brand-100 bg-brand-50 text-brand-900";
  return (
    <div role="alert" data-form-alert={tone === "error" || undefined} className={`rounded-md border px-4 py-3 text-sm ${styles}`}>
      {message}
    </div>
  );
}

type SelectProps = {
  label: ReactNode;
  name: string;
  options: { value: string; label: string }[];
  errors?: string[];
  className?: string;
  defaultValue?: string;
  required?: boolean;
};

export function SelectField({ label, name, options, errors, className, defaultValue, required }: SelectProps) {
  const fallbackId = useId();
  const id = `${name}-${fallbackId}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        className="input mt-1"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  defaultChecked,
  errors,
  hint,
  value,
}: {
  label: ReactNode;
  name: string;
  /** What a ticked box sends (the browser's "on" when not given). */
  value?: string;
  defaultChecked?: boolean;
  errors?: string[];
  hint?: ReactNode;
}) {
  const fallbackId = useId();
  const id = `${name}-${fallbackId}`;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          name={name}
          // Only when given: React hydrates value={undefined} as "" (the browser's "on" lost).
          {...(value === undefined ? {} : { value })}
          defaultChecked={defaultChecked}
          className="mt-0.5 h-4 w-4"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <span>
          {label}
          {hint ? <span className="block text-slate-600">{hint}</span> : null}
        </span>
      </label>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}
