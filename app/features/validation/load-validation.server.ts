import { loadEmailMessage } from "~/features/email-popup/load-email-popup.server";
import { can } from "~/features/identity/current-user";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { listAssetTypes } from "~/features/reference-data/reference-data-api.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import type { IdRouteArgs } from "~/lib/route-args";
import { editableStatuses, getOrderInquiry, orderInquirySchema } from "./order-api.server";
import { parseMark } from "./source-mark";

/**
 * /validate/{id}: the order inquiry with its working order and the AI's reading, the e-mail it
 * came from (plain text first, so the values' places can be marked in it), and the reference
 * data types the pickers search; `?mark=` marks where a value was read before any focus. Changeable only with write:order_data, while the order waits.
 */
export async function loadValidation({ url, params, context }: IdRouteArgs) {
  const user = requirePermission(context, "read:order_data");
  const response = await getOrderInquiry(context, params.id);
  const [inquiry, email, types] = await Promise.all([
    readApiData(response, orderInquirySchema),
    loadEmailMessage({ url, context, id: params.id, preferred: "text" }),
    can(user, "read:reference_data") ? listAssetTypes(context) : Promise.resolve([]),
  ]);
  const typeId = (key: string) => types.find((type) => type.key === key)?.id ?? null;
  const t = getInstance(context).t;
  return {
    id: inquiry.id,
    title: t("workspace:title", { subject: inquiry.subject || t("email:noSubject") }),
    inquiry,
    email,
    customersTypeId: typeId("customers"),
    productsTypeId: typeId("products"),
    editable:
      can(user, "write:order_data") &&
      editableStatuses.has(inquiry.status) &&
      inquiry.order !== null,
    mayWrite: can(user, "write:order_data"),
    mark: parseMark(url.searchParams.get("mark")),
  };
}

export type ValidationData = Awaited<ReturnType<typeof loadValidation>>;
