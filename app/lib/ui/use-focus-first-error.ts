import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * With JavaScript, a refused form re-renders in place and the keyboard or screen
 * reader user would not know where: once a submission ends, focus moves to the
 * first field marked invalid (or the form's alert when no field is). A form sent
 * before the scripts arrived comes back as a whole page: the same happens once it
 * hydrates, unless the visitor has already moved on (to a field, down the page, or to an anchor).
 */
export function useFocusFirstError() {
  const navigation = useNavigation();
  // What had focus when the form was sent (false: no submission under way).
  const submittedFrom = useRef<Element | null | false>(false);
  useEffect(() => {
    const untouched =
      (document.activeElement === document.body || document.activeElement === null) && window.scrollY === 0 && !window.location.hash;
    if (untouched) focusFirstError();
  }, []);
  useEffect(() => {
    if (navigation.state === "submitting") submittedFrom.current = document.activeElement;
    else if (navigation.state === "idle" && submittedFrom.current !== false) {
      const from = submittedFrom.current;
      submittedFrom.current = false;
      // The portals read their data again after every action, and the errors show when
      // that starts: someone who has gone to a field meanwhile keeps it (and their typing).
      const active = document.activeElement;
      if (active === from || active === document.body || active === null) focusFirstError();
    }
  }, [navigation.state]);
}

function focusFirstError() {
  const target =
    document.querySelector<HTMLElement>('main [aria-invalid="true"]') ??
    document.querySelector<HTMLElement>('main [role="alert"][data-form-alert]');
  if (!target) return;
  if (!target.matches("input, select, textarea, button")) target.setAttribute("tabindex", "-1");
  target.focus();
}
