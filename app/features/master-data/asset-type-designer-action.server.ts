import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { type ApiErrorMessages, replyWithApiError } from "~/lib/api-form-errors.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { translateMessage } from "~/lib/translate-message";
import { assetTypeErrorMessages } from "./asset-types-action.server";
import {
  createIn,
  deleteIn,
  indexSchema,
  listOf,
  placementBody,
  placementCommand,
  updateAssetType,
  updateIn,
} from "./asset-types-api.server";
import { type DesignerForm, designerFormSchema, optionLines } from "./designer-form-schemas";

type Context = Readonly<RouterContextProvider>;
/**
 * What a change did: the API's answer; on success the toast and the section to go back to; on
 * refusal the form fields its errors may be shown next to (none: above the form).
 */
type Outcome = {
  response: Response;
  toast: string;
  section: string;
  fields?: readonly string[];
  messages?: Partial<ApiErrorMessages>;
};

const placementConflict = {
  "form-fields": "master-data:errors.formFieldTaken",
  "table-fields": "master-data:errors.tableFieldTaken",
} as const;

/** Every change of the designer: one action, its forms told apart by `intent` (convention 3). */
export async function assetTypeDesignerAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id: string };
  context: Context;
}) {
  requirePermission(context, "manage:asset_types");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const submittedIntent = String(formData.get("intent") ?? "");
  const submission = parseWithZod(formData, { schema: designerFormSchema });
  if (submission.status !== "success") {
    return data(
      { ...target(formData), intent: submittedIntent, result: submission.reply() },
      { status: 400 },
    );
  }

  const form = submission.value;
  const outcome = await change(context, request, params.id, form);
  const { response } = outcome;
  if (!response.ok) {
    const { fields = [], messages } = outcome;
    const conflictKey =
      form.intent === "field.update" && response.status === 409
        ? await fieldKeyConflict(context, params.id, form.id)
        : undefined;
    const result = await replyWithApiError(submission, response, {
      fields,
      messages: {
        ...assetTypeErrorMessages,
        ...messages,
        ...(conflictKey ? { conflictFields: { key: conflictKey } } : {}),
      },
    });
    return data({ ...target(formData), intent: form.intent, result }, { status: response.status });
  }
  await response.body?.cancel();
  // Back to the designer, at the section that changed (the fragment helps without JavaScript).
  const to = `/admin/master-data/${encodeURIComponent(params.id)}#${outcome.section}`;
  return redirectWithToast(request, to, {
    type: "success",
    title: translateMessage(t, outcome.toast),
  });
}

/** Which form answered: its intent, and the item or placement of a form on a row. */
function target(formData: FormData) {
  const id = formData.get("id");
  const placement = formData.get("placement");
  return {
    id: typeof id === "string" ? id : null,
    placement: typeof placement === "string" ? placement : null,
  };
}

/** A refused key change: another field has the key, or this one has indexes. */
async function fieldKeyConflict(context: Context, assetTypeId: string, fieldId: string) {
  const indexes = await listOf(context, assetTypeId, "indexes", indexSchema);
  return indexes.some((index) => index.field_id === fieldId)
    ? "master-data:errors.fieldKeyIndexed"
    : "master-data:errors.fieldKeyTaken";
}

async function change(
  context: Context,
  request: Request,
  assetTypeId: string,
  form: DesignerForm,
): Promise<Outcome> {
  switch (form.intent) {
    case "type.update":
      return checked(
        await updateAssetType(context, assetTypeId, {
          name: form.name,
          description: form.description,
        }),
        { toast: "master-data:toast.typeUpdated", section: "details" },
        ["name", "description"],
      );
    case "field.create":
    case "field.update": {
      const body = {
        key: form.key,
        label: form.label,
        data_type: form.data_type,
        required: form.required,
        options: form.data_type === "enum" ? optionLines(form.options) : [],
      };
      const response =
        form.intent === "field.create"
          ? await createIn(context, assetTypeId, "fields", body)
          : await updateIn(context, assetTypeId, "fields", form.id, body);
      return checked(
        response,
        {
          toast:
            form.intent === "field.create"
              ? "master-data:toast.fieldCreated"
              : "master-data:toast.fieldUpdated",
          section: "fields",
        },
        ["key", "label", "data_type", "required", "options"],
        { conflictFields: { key: "master-data:errors.fieldKeyTaken" } },
      );
    }
    case "aiField.create":
      return checked(
        await createIn(context, assetTypeId, "ai-fields", {
          field_id: form.field_id,
          purpose: form.purpose,
        }),
        { toast: "master-data:toast.aiFieldCreated", section: "ai-fields" },
        ["field_id", "purpose"],
        { conflictFields: { purpose: "master-data:errors.purposeTaken" } },
      );
    case "placement.add":
      return checked(
        await createIn(context, assetTypeId, form.placement, {
          field_id: form.field_id,
          ...placementBody(form.placement, form.kind),
        }),
        { toast: `master-data:toast.${form.placement}.added`, section: form.placement },
        ["field_id", "kind"],
        { conflictFields: { field_id: placementConflict[form.placement] } },
      );
    case "placement.change":
      return done(
        await updateIn(
          context,
          assetTypeId,
          form.placement,
          form.id,
          placementBody(form.placement, form.kind ?? ""),
        ),
        `master-data:toast.${form.placement}.changed`,
        form.placement,
      );
    case "placement.up":
    case "placement.down":
      return done(
        await placementCommand(context, request, assetTypeId, form.placement, {
          id: form.id,
          direction: form.intent === "placement.up" ? "up" : "down",
          position: form.position,
        }),
        `master-data:toast.${form.placement}.moved`,
        form.placement,
      );
    case "placement.remove":
      return done(
        await deleteIn(context, assetTypeId, form.placement, form.id),
        `master-data:toast.${form.placement}.removed`,
        form.placement,
      );
    case "placement.generate":
      return done(
        await placementCommand(context, request, assetTypeId, form.placement, "generate"),
        `master-data:toast.${form.placement}.generated`,
        form.placement,
      );
    case "index.create":
      return checked(
        await createIn(context, assetTypeId, "indexes", {
          field_id: form.field_id,
          kind: form.kind,
        }),
        { toast: "master-data:toast.indexCreated", section: "indexes" },
        ["field_id", "kind"],
        { conflictFields: { kind: "master-data:errors.indexTaken" } },
      );
    case "relationship.create":
    case "relationship.update": {
      const body = {
        kind: form.kind,
        target_asset_type_id: form.target_asset_type_id,
        key: form.key,
        label: form.label,
        inverse_label: form.inverse_label,
      };
      const response =
        form.intent === "relationship.create"
          ? await createIn(context, assetTypeId, "relationships", body)
          : await updateIn(context, assetTypeId, "relationships", form.id, body);
      return checked(
        response,
        {
          toast:
            form.intent === "relationship.create"
              ? "master-data:toast.relationshipCreated"
              : "master-data:toast.relationshipUpdated",
          section: "relationships",
        },
        ["kind", "target_asset_type_id", "key", "label", "inverse_label"],
        { conflictFields: { key: "master-data:errors.relationshipKeyTaken" } },
      );
    }
    case "field.delete":
      return done(
        await deleteIn(context, assetTypeId, "fields", form.id),
        "master-data:toast.fieldDeleted",
        "fields",
      );
    case "relationship.delete":
      return done(
        await deleteIn(context, assetTypeId, "relationships", form.id),
        "master-data:toast.relationshipDeleted",
        "relationships",
      );
    case "aiField.delete":
      return done(
        await deleteIn(context, assetTypeId, "ai-fields", form.id),
        "master-data:toast.aiFieldDeleted",
        "ai-fields",
      );
    case "index.delete":
      return done(
        await deleteIn(context, assetTypeId, "indexes", form.id),
        "master-data:toast.indexDeleted",
        "indexes",
      );
  }
}

/** A change whose refusal belongs next to the named fields of its form. */
function checked(
  response: Response,
  success: { toast: string; section: string },
  fields: readonly string[],
  messages?: Partial<ApiErrorMessages>,
): Outcome {
  return { response, ...success, fields, messages };
}

/** A change made by a button: a refusal is shown above its section. */
function done(response: Response, toast: string, section: string): Outcome {
  return { response, toast, section };
}
