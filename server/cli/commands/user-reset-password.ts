import { resetPassword } from "../../modules/identity/reset-password.ts";
import { type CliCommand, passwordFrom } from "../cli-command.ts";

export const userResetPassword: CliCommand = {
  name: "user:reset-password",
  summary: "Set a new password for a user",
  usage: "npm run fennec -- user:reset-password --email ann@example.com --password-stdin",
  options: {
    email: { type: "string", description: "the user's e-mail address", required: true },
    password: { type: "string", description: "new password (at least 12 characters)" },
    "password-stdin": { type: "boolean", description: "read the password from standard input" },
  },
  run: async (values, database) => {
    const user = await resetPassword(
      database.appPool,
      String(values.email),
      await passwordFrom(values),
    );
    return `Password of ${user.email} changed.`;
  },
};
