import { useEffect, useRef, useState } from "react";
import { useLatestJson } from "~/lib/ui/use-latest-json";
import { Field } from "../ui/forms";

type Verdict = { ok: boolean; message: string };

/**
 * A new password's field. Without JavaScript the server's verdict shows beside it
 * after sending; with JavaScript the same verdict (from /password-strength) shows
 * while typing, a moment after each pause (the person's name and e-mail go with it,
 * so that a password made of them is refused there too).
 */
export function NewPasswordField({
  errors,
  label = "New password",
  name = "newPassword",
  person = {},
}: {
  errors?: string[];
  label?: string;
  name?: string;
  /** Whose password it is: the check refuses one that echoes their name or e-mail address. */
  person?: { email?: string; name?: string };
}) {
  const [checked, check] = useLatestJson<Verdict>();
  const [typed, setTyped] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const verdict = typed ? checked : undefined;
  return (
    <div>
      <Field
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        maxLength={256}
        errors={verdict && !verdict.ok ? [verdict.message] : errors}
        hint="At least 12 characters. Any characters work; a few unrelated words are strong and easy to remember."
        onChange={(event) => {
          const password = event.currentTarget.value;
          setTyped(password.length > 0);
          clearTimeout(timer.current);
          if (password.length === 0) return;
          timer.current = setTimeout(
            () =>
              check("/password-strength", {
                method: "post",
                body: new URLSearchParams({ password, email: person.email ?? "", name: person.name ?? "" }),
              }),
            350,
          );
        }}
      />
      {verdict?.ok ? (
        <p className="mt-1 text-sm font-medium text-green-800" role="status">
          {verdict.message}
        </p>
      ) : null}
    </div>
  );
}
