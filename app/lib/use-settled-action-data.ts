import { useRef } from "react";
import { useNavigation } from "react-router";

/**
 * An action's answer, shown once the navigation it belongs to has ended. React Router hands the
 * answer over while the page's loaders still run; the forms are keyed on the location, so they
 * start afresh when the loaders finish, and whatever the user typed after seeing the answer was
 * put back (a busy server or a slow line made that second long). Shown at the end, the answer
 * and the fresh forms arrive together. Without JavaScript the page arrives whole anyway.
 */
export function useSettledActionData<T>(actionData: T): T | undefined {
  const navigation = useNavigation();
  const settled = useRef<T | undefined>(actionData);
  if (navigation.state === "idle") settled.current = actionData;
  return settled.current;
}
