import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Asks one of the app's JSON routes (a picker's search, the password check) as someone
 * types and keeps the answer to the latest question only. A plain fetch, not
 * useFetcher: a router fetcher is read again after every form sent on the page, and
 * one read again while its route is still being discovered (v3_lazyRouteDiscovery)
 * lands on the portal's "*" route and replaces the page with its 404
 * (remix-run/react-router#15326). These answers never need reading again.
 */
export function useLatestJson<T>() {
  const [data, setData] = useState<T>();
  const latest = useRef<AbortController>();
  useEffect(() => () => latest.current?.abort(), []);
  const ask = useCallback((url: string, init: RequestInit = {}) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    fetch(url, { ...init, signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((json: T | undefined) => {
        if (json !== undefined && !controller.signal.aborted) setData(json);
      })
      // Aborted, offline, signed out (the login page is not JSON): the last answer stays
      // and the form's own check runs when it is sent.
      .catch(() => {});
  }, []);
  return [data, ask] as const;
}
