import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requirePermission } from "~/features/identity/current-user-context.server";
import { type ApiErrorMessages, replyWithApiError } from "~/lib/api-form-errors.server";
import { readApiData } from "~/lib/api-response.server";
import { getInstance } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import { userInvitedSchema } from "../../../server/contracts/identity/invitation";
import { userSchema } from "../../../server/contracts/identity/user";
import { type UserFormIntent, userFormSchema } from "./user-form-schemas";
import { cancelInvitation, createUser, deleteUser, updateUser } from "./users-api.server";

const messages: ApiErrorMessages = {
  invalid: "users:errors.invalid",
  conflict: "users:errors.conflict",
  forbidden: "users:errors.forbidden",
  notFound: "users:errors.notFound",
  conflictFields: { email: "users:errors.emailTaken" },
};
const hideFields = ["password"];

const intents: readonly string[] = userFormSchema.options.map(
  (option) => option.shape.intent.value,
);

function isIntent(value: unknown): value is UserFormIntent {
  return typeof value === "string" && intents.includes(value);
}

/**
 * Add (or invite), update or remove a user, or withdraw an invitation: one action, one form
 * each (convention 3).
 */
export async function usersAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  requirePermission(context, "manage:users");
  const t = getInstance(context).t;
  const formData = await request.formData();
  const submittedIntent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: userFormSchema });
  if (submission.status !== "success") {
    return data(
      {
        intent: isIntent(submittedIntent) ? submittedIntent : null,
        result: submission.reply({ hideFields }),
      },
      { status: 400 },
    );
  }

  const form = submission.value;
  const back = new URL(url);
  switch (form.intent) {
    case "create": {
      const { intent: _, ...user } = form;
      const response = await createUser(context, user);
      if (!response.ok) {
        const result = await replyWithApiError(submission, response, {
          fields: ["email", "first_name", "last_name", "role", "password"],
          messages,
          hideFields,
        });
        return data({ intent: form.intent, result }, { status: response.status });
      }
      // 202: the e-mail already has an account elsewhere; it joins when its owner accepts.
      if (response.status === 202) {
        const { invitation } = await readApiData(response, userInvitedSchema);
        return redirectWithToast(request, "/admin/users#invitations", {
          type: "success",
          title: t("users:toast.invited", { email: invitation.email }),
          description: t("users:toast.invitedDescription"),
        });
      }
      const created = await readApiData(response, userSchema);
      return redirectWithToast(request, `/admin/users?user=${encodeURIComponent(created.id)}`, {
        type: "success",
        title: t("users:toast.created", { email: created.email }),
      });
    }
    case "update": {
      const response = await updateUser(context, form.id, {
        role: form.role,
        active: form.active,
        ...(form.tenants_shown ? { tenant_ids: form.tenant_ids } : {}),
      });
      if (!response.ok) {
        const result = await replyWithApiError(submission, response, {
          fields: ["role", "active", "tenant_ids"],
          messages,
        });
        return data({ intent: form.intent, result }, { status: response.status });
      }
      const updated = await readApiData(response, userSchema);
      return redirectWithToast(request, `${back.pathname}${back.search}`, {
        type: "success",
        title: t("users:toast.updated", { email: updated.email }),
      });
    }
    case "delete": {
      const response = await deleteUser(context, form.id);
      if (!response.ok) {
        const result = await replyWithApiError(submission, response, { fields: [], messages });
        return data({ intent: form.intent, result }, { status: response.status });
      }
      await response.body?.cancel();
      back.searchParams.delete("user");
      return redirectWithToast(request, `${back.pathname}${back.search}`, {
        type: "success",
        title: t("users:toast.deleted"),
      });
    }
    case "cancel-invitation": {
      const response = await cancelInvitation(context, form.id);
      if (!response.ok) {
        const result = await replyWithApiError(submission, response, { fields: [], messages });
        return data({ intent: form.intent, result }, { status: response.status });
      }
      await response.body?.cancel();
      return redirectWithToast(request, `${back.pathname}${back.search}`, {
        type: "success",
        title: t("users:toast.invitationCancelled"),
      });
    }
  }
}
