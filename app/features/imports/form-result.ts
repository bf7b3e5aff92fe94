import type { ImportFormResult, ImportIntent } from "./imports-action.server";

export type ImportsActionData = ImportFormResult | undefined;

/** The refused form's result, when it was this form (`intents`) that was sent. */
export function resultOf(actionData: ImportsActionData, ...intents: ImportIntent[]) {
  return actionData && intents.includes(actionData.intent) ? actionData : undefined;
}

/** Props that tie a control to its errors: aria-invalid and aria-describedby. */
export function errorProps(result: ImportFormResult | undefined, name: string, errorId: string) {
  const errors = result?.fieldErrors[name];
  return errors?.length
    ? { "aria-invalid": true as const, "aria-describedby": errorId }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}
