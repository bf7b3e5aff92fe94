import { z } from "zod";

// Messages are translation keys (see lib/translate-message.ts).
export const signInSchema = z.object({
  email: z
    .string({ error: "auth:signIn.errors.emailRequired" })
    .trim()
    .pipe(z.email({ error: "auth:signIn.errors.emailInvalid" })),
  password: z.string({ error: "auth:signIn.errors.passwordRequired" }),
});

export const invalidCredentialsMessage = "auth:signIn.errors.invalidCredentials";
export const throttledMessage = "auth:signIn.errors.throttled";
