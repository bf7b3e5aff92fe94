import { pageTitleFromMatches } from "~/features/shell/page-title";
import type { ShellHandle } from "~/features/shell/route-handle";
import { loadValidation } from "~/features/validation/load-validation.server";
import type { OrderFormResult } from "~/features/validation/order-form";
import { validationAction } from "~/features/validation/validation-action.server";
import { ValidationPage } from "~/features/validation/validation-page";
import { useSettledActionData } from "~/lib/use-settled-action-data";
import type { Route } from "./+types/validate-order";

export const handle = {
  i18n: ["workspace", "modals", "email", "reference-data", "order-inquiries", "file-transfer"],
} satisfies ShellHandle;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return loadValidation({ request, url, params, context });
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  return validationAction({ request, url, params, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitleFromMatches(matches, loaderData?.title) }];
}

export default function ValidateOrder({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useSettledActionData(answer);
  return (
    <ValidationPage data={loaderData} actionData={actionData as OrderFormResult | undefined} />
  );
}
