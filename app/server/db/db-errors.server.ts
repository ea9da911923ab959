// PostgreSQL error codes the app answers to (node-postgres and PGlite both set `code`).
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === "23505" && (!constraint || e.constraint === constraint);
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === "23514" && (!constraint || e.constraint === constraint);
}
