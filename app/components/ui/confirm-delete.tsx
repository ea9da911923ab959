import { Form } from "@remix-run/react";

/**
 * A delete button that asks first. With JavaScript, a confirm() dialog; without it,
 * the action answers `{ confirm: "delete" }` and the page shows <ConfirmPanel>.
 * The action deletes only when the form carries confirmed=yes.
 */
export function DeleteButton({ label = "Delete", what }: { label?: string; what: string }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(`Delete ${what}? This cannot be undone.`)) event.preventDefault();
        else (event.currentTarget.elements.namedItem("confirmed") as HTMLInputElement).value = "yes";
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="confirmed" value="" />
      <button type="submit" className="btn-danger">
        {label}
      </button>
    </Form>
  );
}

export function ConfirmPanel({ what }: { what: string }) {
  return (
    <div role="alertdialog" aria-labelledby="confirm-title" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4">
      <p id="confirm-title" className="font-semibold text-red-900">
        Delete {what}? This cannot be undone.
      </p>
      <div className="mt-3 flex gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" className="btn-danger">
            Yes, delete
          </button>
        </Form>
        <a href="" className="btn-secondary">
          Cancel
        </a>
      </div>
    </div>
  );
}
