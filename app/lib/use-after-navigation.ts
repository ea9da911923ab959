import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Runs `effect` after each client-side navigation, but not on hydration: a menu
 * a visitor opened before the scripts arrived must stay open when they do.
 */
export function useAfterNavigation(effect: () => void) {
  const { key } = useLocation();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    effect();
    // The effect is keyed on the navigation alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
