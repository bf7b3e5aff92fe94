import { useEffect, useLayoutEffect } from "react";
import { useFetchers, useMatches, useRevalidator } from "react-router";
import { type ColorMode, colorModeStorageKey, parseColorMode } from "~/lib/color-mode";
import { getForcedColorMode } from "./route-handle";

/**
 * The colour mode to render: a mode forced by the page, else the choice being saved right
 * now (optimistic), else the stored choice from the cookie.
 */
export function useColorMode(stored: ColorMode | undefined) {
  const fetchers = useFetchers();
  const matches = useMatches();
  const pending = fetchers.find((fetcher) => fetcher.formData?.get("intent") === "theme");
  const preference = parseColorMode(pending?.formData?.get("value")) ?? stored ?? "system";
  const forced = getForcedColorMode(matches);
  return { preference, effective: forced ?? preference };
}

/**
 * Keeps the `dark` class on <html> right in the browser: follows the OS live while the
 * mode is "system", mirrors the choice into local storage, and picks up a choice made in
 * another tab (the cookie is already set there, so re-running the loaders is enough).
 */
export function useApplyColorMode(effective: ColorMode, preference: ColorMode) {
  const revalidator = useRevalidator();

  useLayoutEffect(() => {
    const root = document.documentElement;
    if (effective !== "system") {
      root.classList.toggle("dark", effective === "dark");
      return;
    }
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const apply = () => root.classList.toggle("dark", query.matches);
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, [effective]);

  useEffect(() => {
    try {
      localStorage.setItem(colorModeStorageKey, preference);
    } catch {
      // Storage may be disabled; the cookie still carries the choice.
    }
  }, [preference]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === colorModeStorageKey && parseColorMode(event.newValue) !== preference) {
        void revalidator.revalidate();
      }
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [preference, revalidator]);
}
