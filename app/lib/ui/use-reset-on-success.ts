import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * With JavaScript a form stays on the page after it worked, still filled in (a
 * second click would send it again). This empties the form named by `intent` once
 * its submission ends without an error; a refused one keeps what was typed.
 */
export function useResetOnSuccess(intent: string) {
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const failed = useActionData() !== undefined;
  const ours = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") ours.current = navigation.formData?.get("intent") === intent;
    else if (navigation.state === "idle" && ours.current) {
      ours.current = false;
      if (!failed) ref.current?.reset();
    }
  }, [navigation.state, navigation.formData, intent, failed]);
  return ref;
}
