import { ArrowRight, Settings2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { staffNavigation } from "./navigation-items";

const descriptions = {
  toProcess: "areas.toProcess",
  validate: "areas.validate",
  orderInquiries: "areas.orderInquiries",
  archive: "areas.archive",
  referenceData: "areas.referenceData",
} as const;

/** The home page: what Fennec does and where each staff area is. */
export function StaffAreasOverview({
  productName,
  version,
}: {
  productName: string;
  version: string;
}) {
  const { t } = useTranslation("home");
  const { t: tNav } = useTranslation("navigation");
  const areas = [
    ...staffNavigation.items.flatMap((item) =>
      item.label in descriptions
        ? [
            {
              ...item,
              label: tNav(item.label),
              description: t(descriptions[item.label as keyof typeof descriptions]),
            },
          ]
        : [],
    ),
    { to: "/admin", label: tNav("administration"), icon: Settings2, description: t("areas.admin") },
  ];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading", { productName })}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
      </div>
      <section aria-labelledby="home-areas" className="space-y-4">
        <h2 id="home-areas" className="text-lg font-semibold">
          {t("areasHeading")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.to}>
              <Card className="group relative h-full p-5 transition-colors hover:border-primary">
                <area.icon aria-hidden="true" className="mb-3 size-5 text-primary" />
                <h3 className="font-medium">
                  <Link
                    to={area.to}
                    className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-has-[:focus-visible]:outline-2"
                  >
                    {area.label}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{area.description}</p>
                <ArrowRight
                  aria-hidden="true"
                  className="absolute top-5 right-5 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-xs text-muted-foreground">{t("version", { productName, version })}</p>
    </div>
  );
}
