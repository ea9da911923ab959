// Placeholder: uploaded files are served here (issue 5, file store).
export function loader() {
  return new Response("Not found", { status: 404 });
}
