import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * With JavaScript, a refused form re-renders in place and the keyboard or screen
 * reader user would not know where: once a submission ends, focus moves to the
 * first field marked invalid (or the form's alert when no field is).
 */
export function useFocusFirstError() {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      const target =
        document.querySelector<HTMLElement>('main [aria-invalid="true"]') ?? document.querySelector<HTMLElement>('main [role="alert"][data-form-alert]');
      if (target) {
        if (!target.matches("input, select, textarea, button")) target.setAttribute("tabindex", "-1");
        target.focus();
      }
    }
  }, [navigation.state]);
}
