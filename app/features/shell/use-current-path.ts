import { useLocation } from "react-router";

/** Where a preference form should send the browser back to. */
export function useCurrentPath() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
