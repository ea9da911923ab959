// Values computed once per HTTP request and shared by every loader it runs (the
// portal layout's and the page's both need the signed-in user). The server
// (server/index.ts) runs each GET and HEAD inside a scope of this store; a
// state-changing request gets none, so an action that ends or changes the session is
// followed by loaders that look again. Outside a scope (tests calling the handler,
// scripts, `remix dev`) nothing is shared.
// One store, made here in the app's bundle: entry.server.tsx exports it and the server
// reads it from the build it imports.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestScope = AsyncLocalStorage<Map<string, unknown>>;

export const requestScope: RequestScope = new AsyncLocalStorage();

/**
 * `compute()` once per request scope and key (its promise is shared, a failure too);
 * every time when there is no scope.
 */
export function oncePerRequest<T>(key: string, compute: () => T): T {
  const store = requestScope.getStore();
  if (!store) return compute();
  if (!store.has(key)) store.set(key, compute());
  return store.get(key) as T;
}
