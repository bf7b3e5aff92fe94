declare module "async-exit-hook" {
  type Hook = ((done: () => void) => void) | (() => void);
  const asyncExitHook: ((hook: Hook) => void) & { unhookEvent: (event: string) => void };
  export default asyncExitHook;
}
