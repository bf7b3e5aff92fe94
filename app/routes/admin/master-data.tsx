import { useTranslation } from "react-i18next";
import type { ShellHandle } from "~/features/shell/route-handle";

export const handle = { i18n: ["master-data"] } satisfies ShellHandle;

export default function Screen() {
  const { t } = useTranslation("master-data");
  return <h1 className="text-3xl font-semibold tracking-tight">{t("heading")}</h1>;
}
