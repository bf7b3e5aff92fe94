import { useContext } from "react";
import { I18nContext, useTranslation as useReactI18nextTranslation } from "react-i18next";

type UseTranslation = typeof useReactI18nextTranslation;

/**
 * On the server, a lean `useTranslation`: the request's instance from the context and its fixed
 * `t`, as react-i18next would make it. react-i18next's own hook copies the whole i18next
 * instance into a wrapper at each component's first render, and on the server every render is a
 * first: that copy alone was a tenth of the reference-data page's server time (decision 029).
 * On the server the language never changes during a render and every namespace is loaded, so
 * there is nothing to subscribe to. In the browser it is react-i18next's hook, which re-renders
 * on a change of language or a namespace loaded.
 */
function useServerTranslation(ns?: string | readonly string[]) {
  const { i18n } = useContext(I18nContext);
  const namespaces =
    ns === undefined ? [String(i18n.options.defaultNS)] : typeof ns === "string" ? [ns] : ns;
  // the four-argument form react-i18next uses (i18next's types name three)
  const getFixedT = i18n.getFixedT as unknown as (...args: unknown[]) => unknown;
  const t = getFixedT.call(i18n, null, namespaces[0], undefined, { scopeNs: namespaces });
  const result = [t, i18n, true] as unknown as ReturnType<UseTranslation>;
  return Object.assign(result, { t, i18n, ready: true });
}

export const useTranslation: UseTranslation =
  typeof document === "undefined"
    ? (useServerTranslation as unknown as UseTranslation)
    : useReactI18nextTranslation;
