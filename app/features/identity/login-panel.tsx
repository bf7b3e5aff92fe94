import { LogIn } from "lucide-react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { ColorModeSwitcher } from "~/features/shell/color-mode-switcher";
import { LanguageSwitcher } from "~/features/shell/language-switcher";
import { useTranslation } from "~/lib/use-translation";

export function LoginPanel({ productName }: { productName: string }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === "submitting";
  const redirectTo = searchParams.get("redirectTo");

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t("login.heading", { productName })}
        </h1>
        <p className="text-sm text-muted-foreground">{t("login.intro")}</p>
      </div>
      {/* Starts the OAuth flow: a plain POST, so it works without JavaScript. */}
      <Form method="post">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Button type="submit" className="w-full" disabled={submitting}>
          <LogIn aria-hidden="true" />
          {t("login.continue")}
        </Button>
      </Form>
      <section aria-labelledby="login-preferences" className="border-t border-border pt-5">
        <h2 id="login-preferences" className="mb-3 text-sm font-medium">
          {t("login.preferences")}
        </h2>
        <div className="flex flex-wrap gap-4">
          <LanguageSwitcher />
          <ColorModeSwitcher />
        </div>
      </section>
    </div>
  );
}
