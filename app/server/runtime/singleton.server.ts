// One instance per process, even when the same module is loaded twice (the dev
// server's rebuilds, or tests that import both the source and the built server).
export function singleton<T>(name: string, create: () => T): T {
  const store = ((globalThis as any).__singletons ??= {}) as Record<string, unknown>;
  if (!(name in store)) store[name] = create();
  return store[name] as T;
}

export function dropSingleton(name: string) {
  const store = (globalThis as any).__singletons as Record<string, unknown> | undefined;
  if (store) delete store[name];
}

/** Whether the process has made this one yet (a command closes its database only if it opened it). */
export function hasSingleton(name: string) {
  return name in (((globalThis as any).__singletons ?? {}) as Record<string, unknown>);
}
