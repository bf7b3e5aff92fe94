import type { SubmissionResult } from "@conform-to/react";

/** What the designer's action answers when it refuses a form (see asset-type-designer-action). */
export type DesignerActionData =
  | {
      intent: string;
      /** The item of a form on a row or an edit panel. */
      id: string | null;
      /** "form-fields" or "table-fields", for the forms of placements. */
      placement: string | null;
      result: SubmissionResult<string[]>;
    }
  | undefined;

/** The refusal of one form, for its `lastResult`. */
export function resultOf(
  actionData: DesignerActionData,
  intent: string,
  match: { id?: string; placement?: string } = {},
) {
  if (!actionData || actionData.intent !== intent) return undefined;
  if (match.id !== undefined && actionData.id !== match.id) return undefined;
  if (match.placement !== undefined && actionData.placement !== match.placement) return undefined;
  return actionData.result;
}

/** The form-level messages of a refused button (up, down, remove…) among `intents`. */
export function buttonErrors(
  actionData: DesignerActionData,
  intents: readonly string[],
  placement?: string,
) {
  if (!actionData || !intents.includes(actionData.intent)) return undefined;
  if (placement !== undefined && actionData.placement !== placement) return undefined;
  const error = actionData.result.error ?? {};
  return Object.values(error).flatMap((messages) => messages ?? []);
}
