/**
 * One parser under `npm run bench:adversarial`: a name to print and a direct, in-process call on
 * an adversarial input string. The extraction and import parser lists both use this shape so the
 * bench can time them the same way.
 */
export type AdversarialParser = {
  name: string;
  run: (input: string) => unknown | Promise<unknown>;
};
