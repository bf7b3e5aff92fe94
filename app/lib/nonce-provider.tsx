import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/**
 * Carries the per-request CSP nonce from entry.server to every inline script.
 * In the browser the value is undefined: browsers hide the nonce attribute anyway.
 */
export function NonceProvider({
  value,
  children,
}: {
  value: string | undefined;
  children: ReactNode;
}) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce() {
  return useContext(NonceContext);
}
