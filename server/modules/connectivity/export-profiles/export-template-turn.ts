import { AppError } from "../../../http/app-error.ts";
import { EXPORT_PREVIEW_BUDGET_MS } from "./export-renderer.ts";

/**
 * One template render on an administrator's demand (a preview, or the check of a save) per
 * tenant at a time, in this process (decision 061): one tenant cannot take every render worker
 * with hostile templates. A second one waits for the first for up to twice the preview budget
 * (a double click is served), then is refused with 429 `too_many_requests`, `details.code`
 * `templates-busy`, which the editor shows in words.
 */
export const TEMPLATE_TURN_WAIT_MS = 2 * EXPORT_PREVIEW_BUDGET_MS;

const running = new Map<string, Promise<void>>();

/** Waits for the tenant's turn; call the answer when the render is done. */
export async function templateTurn(
  tenantId: string,
  waitMs = TEMPLATE_TURN_WAIT_MS,
): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (let current = running.get(tenantId); current; current = running.get(tenantId)) {
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new AppError(
        "too_many_requests",
        "The tenant's export templates are being previewed or checked already: try again in a moment",
        { code: "templates-busy" },
      );
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      current,
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
  }
  let done = () => {};
  const turn = new Promise<void>((resolve) => {
    done = resolve;
  });
  running.set(tenantId, turn);
  return () => {
    if (running.get(tenantId) === turn) running.delete(tenantId);
    done();
  };
}
