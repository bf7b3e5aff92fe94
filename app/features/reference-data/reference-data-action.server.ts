import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { replyWithEntryError } from "./entry-api-errors.server";
import { apiValue, deleteEntrySchema, entryFormSchema, listItems } from "./entry-form-schema";
import { withParams } from "./entry-list-query";
import { type AssetTypeLayout, entryLabel } from "./field-layout";
import { layoutCache } from "./layout-cache.server";
import {
  createEntry,
  deleteEntry,
  entrySchema,
  findEntry,
  listAssetTypes,
  listEntries,
  updateEntry,
} from "./reference-data-api.server";

type Context = Readonly<RouterContextProvider>;
export type EntryFormIntent = "save" | "delete";

/**
 * Without JavaScript, entries to link are typed by name when there are too many for a select:
 * each line must name one entry (an exact match of its name, or the only one found).
 */
async function resolveTypedLinks(
  context: Context,
  layout: AssetTypeLayout,
  layoutOf: ReturnType<typeof layoutCache>,
  typed: Record<string, string | undefined>,
) {
  const links: Record<string, string[]> = {};
  const errors: Record<string, string[]> = {};
  for (const relationship of layout.relationships) {
    const lines = listItems(typed[relationship.key]);
    if (typed[relationship.key] === undefined) continue;
    const target = await layoutOf(relationship.targetTypeId);
    if (!target) continue;
    links[relationship.key] = [];
    for (const line of lines) {
      const page = await listEntries(context, relationship.targetTypeId, {
        search: line,
        perPage: 20,
      });
      const exact = page.data.filter((candidate) =>
        [entryLabel(target, candidate.values), ...Object.values(candidate.values).map(String)].some(
          (text) => text.toLowerCase() === line.toLowerCase(),
        ),
      );
      const match = exact.length === 1 ? exact[0] : page.data.length === 1 ? page.data[0] : null;
      const name = `link_text.${relationship.key}`;
      if (match) links[relationship.key]?.push(match.id);
      else
        errors[name] = [
          ...(errors[name] ?? []),
          `reference-data:errors.${page.data.length ? "linkAmbiguous" : "linkNotFound"}`,
        ];
    }
  }
  return { links, errors };
}

/** Save (add or change) or delete an entry: one action, two forms (convention 3). */
export async function referenceDataAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Context;
}) {
  requirePermission(context, "write:reference_data");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const back = url;
  const types = await listAssetTypes(context);
  const layoutOf = layoutCache(context, types);
  const layout = await layoutOf(String(formData.get("type") ?? ""));
  if (!layout) throw data(t("reference-data:errors.typeNotFound"), { status: 404 });

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: deleteEntrySchema });
    if (submission.status !== "success") {
      return data({ intent: "delete" as const, result: submission.reply() }, { status: 400 });
    }
    const response = await deleteEntry(context, layout.type.id, submission.value.id);
    if (!response.ok) {
      const result = await replyWithEntryError(submission, response, {
        t,
        fields: [],
        labels: {},
      });
      return data({ intent: "delete" as const, result }, { status: response.status });
    }
    await response.body?.cancel();
    return redirectWithToast(request, withParams(back.searchParams, { entry: null, new: null }), {
      type: "success",
      title: t("reference-data:toast.deleted"),
    });
  }

  const submission = parseWithZod(formData, { schema: entryFormSchema(layout) });
  if (submission.status !== "success") {
    return data({ intent: "save" as const, result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const typed = await resolveTypedLinks(context, layout, layoutOf, form.link_text);
  if (Object.keys(typed.errors).length) {
    return data(
      { intent: "save" as const, result: submission.reply({ fieldErrors: typed.errors }) },
      { status: 400 },
    );
  }

  // The API replaces every value: fields not on the form keep what they hold.
  const existing = form.id ? await findEntry(context, layout.type.id, form.id) : null;
  const values: Record<string, unknown> = { ...(existing?.values ?? {}) };
  for (const field of layout.formFields) {
    values[field.key] = apiValue(field, form.values[field.key]);
  }
  const links: Record<string, string[]> = {};
  for (const relationship of layout.relationships) {
    links[relationship.key] =
      typed.links[relationship.key] ?? listItems(form.links[relationship.key]);
  }

  const response = form.id
    ? await updateEntry(context, layout.type.id, form.id, { values, links })
    : await createEntry(context, layout.type.id, { values, links });
  if (!response.ok) {
    const result = await replyWithEntryError(submission, response, {
      t,
      fields: [
        ...layout.formFields.map((field) => `values.${field.key}`),
        ...layout.relationships.map((relationship) => `links.${relationship.key}`),
      ],
      labels: Object.fromEntries(
        [...layout.formFields, ...layout.relationships].map((item) => [item.key, item.label]),
      ),
    });
    return data({ intent: "save" as const, result }, { status: response.status });
  }
  const saved = await readApiData(response, entrySchema);
  const name = entryLabel(layout, saved.values) || layout.type.name;
  return redirectWithToast(
    request,
    withParams(back.searchParams, { type: layout.type.id, entry: saved.id, new: null }),
    {
      type: "success",
      title: t(form.id ? "reference-data:toast.updated" : "reference-data:toast.created", {
        name,
      }),
    },
  );
}
