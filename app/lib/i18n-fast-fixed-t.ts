import type { i18n, ThirdPartyModule } from "i18next";

type AnyFunction = (...args: unknown[]) => unknown;
type FixedT = AnyFunction & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Options that i18next's own fixed `t` treats specially: they take its path. */
const ownOptions = ["lng", "lngs", "ns", "keyPrefix"];

/**
 * An i18next plugin that makes `t` of `getFixedT` (what `useTranslation` returns) about four
 * times cheaper: i18next 26 copies every option of the instance into a new object on each call,
 * needed only for selector-function keys and key prefixes; a plain key with plain options goes
 * straight to the instance's `t` with the same language and namespaces (docs/decisions/029).
 * Anything else (a function key, a key prefix, a default value as second argument, fixed
 * options other than `scopeNs`) takes i18next's own path.
 */
export const fastFixedT: ThirdPartyModule = {
  type: "3rdParty",
  init(instance: i18n) {
    const original = instance.getFixedT.bind(instance) as unknown as AnyFunction;
    const getFixedT = (...args: unknown[]) => {
      const slow = original(...args) as FixedT;
      // react-i18next passes { scopeNs }: it only matters for selector-function keys
      const fixedOptions = (args[3] ?? {}) as object;
      if (args[2] || Object.keys(fixedOptions).some((name) => name !== "scopeNs")) return slow;
      const fast: FixedT = (key, options, ...rest) => {
        const plain =
          typeof key === "string" &&
          rest.length === 0 &&
          (options === undefined ||
            (typeof options === "object" &&
              options !== null &&
              !ownOptions.some((name) => name in options)));
        if (!plain) return slow(key, options, ...rest);
        const t = instance.t as unknown as AnyFunction;
        return t(key, { ...(options as object), lng: fast.lng, lngs: fast.lngs, ns: fast.ns });
      };
      fast.lng = slow.lng;
      fast.lngs = slow.lngs;
      fast.ns = slow.ns;
      fast.keyPrefix = slow.keyPrefix;
      return fast;
    };
    instance.getFixedT = getFixedT as unknown as i18n["getFixedT"];
  },
};
