// Values computed once per HTTP request and shared by every loader it runs (the
// portal layout's and the page's both need the signed-in user). The front door
// (front-door.js) runs each GET and HEAD inside a scope; a state-changing request
// gets none, so an action that ends or changes the session is followed by loaders
// that look again. Outside a scope (tests calling the handler, scripts) nothing is
// shared. Plain JavaScript: the front door loads before the app, and both reach
// the one store through globalThis.
import { AsyncLocalStorage } from "node:async_hooks";

const KEY = Symbol.for("immigration-portal.request-scope");
/** @type {AsyncLocalStorage<Map<string, unknown>>} */
export const requestScope = (globalThis[KEY] ??= new AsyncLocalStorage());

/**
 * `compute()` once per request scope and key (its promise is shared, a failure too);
 * every time when there is no scope.
 * @template T
 * @param {string} key
 * @param {() => T} compute
 * @returns {T}
 */
export function oncePerRequest(key, compute) {
  const store = requestScope.getStore();
  if (!store) return compute();
  if (!store.has(key)) store.set(key, compute());
  return /** @type {T} */ (store.get(key));
}
