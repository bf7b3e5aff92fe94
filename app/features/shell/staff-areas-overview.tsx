import { ArrowRight, Settings2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { CurrentUser } from "~/features/identity/current-user";
import { RoleName } from "~/features/identity/role-name";
import type { InquiryCounts } from "~/features/orders/inquiry-counts.server";
import { useTranslation } from "~/lib/use-translation";
import { adminNavigation, staffNavigation, visibleSections } from "./navigation-items";

const descriptions = {
  toProcess: "areas.toProcess",
  validate: "areas.validate",
  orderInquiries: "areas.orderInquiries",
  archive: "areas.archive",
  referenceData: "areas.referenceData",
} as const;

/**
 * The home page until the analytics dashboard replaces it: who is signed in, in which tenant
 * and role, the areas this user may use, and how many messages wait in the order queues.
 */
export function StaffAreasOverview({
  productName,
  version,
  user,
  counts,
  invitations,
}: {
  productName: string;
  version: string;
  user: CurrentUser;
  counts: InquiryCounts;
  /** Invitations to join other tenants, shown above the account. */
  invitations?: ReactNode;
}) {
  const { t } = useTranslation("home");
  const { t: tNav } = useTranslation("navigation");
  const [staff] = visibleSections([staffNavigation], user);
  const [admin] = visibleSections([adminNavigation], user);
  // Named like the sidebar section, leading where that section starts (docs/glossary.md).
  const adminEntry = admin?.items[0];
  const areas = [
    ...(staff?.items ?? []).flatMap((item) =>
      item.label in descriptions
        ? [
            {
              ...item,
              label: tNav(item.label),
              description: t(descriptions[item.label as keyof typeof descriptions]),
              waiting:
                counts && (item.label === "toProcess" || item.label === "validate")
                  ? t(`waiting.${item.label}`, { count: counts[item.label] })
                  : undefined,
            },
          ]
        : [],
    ),
    ...(adminEntry
      ? [
          {
            to: adminEntry.to,
            label: tNav("administration"),
            icon: Settings2,
            description: t("areas.admin"),
            waiting: undefined,
          },
        ]
      : []),
  ];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t("heading", { productName })}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
      </div>
      {invitations}
      <section aria-labelledby="home-account">
        <Card className="p-5">
          <h2 id="home-account" className="mb-3 text-lg font-semibold">
            {t("account.heading", { name: user.firstName || user.displayName })}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t("account.email")}</dt>
            <dd>{user.email}</dd>
            <dt className="text-muted-foreground">{t("account.tenant")}</dt>
            <dd>{user.company ?? "—"}</dd>
            <dt className="text-muted-foreground">{t("account.role")}</dt>
            <dd>
              <RoleName role={user.role} />
            </dd>
          </dl>
        </Card>
      </section>
      <section aria-labelledby="home-areas" className="space-y-4">
        <h2 id="home-areas" className="text-lg font-semibold">
          {t("areasHeading")}
        </h2>
        {areas.length === 0 ? (
          <p className="text-muted-foreground">{t("noAreas")}</p>
        ) : (
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
                  {area.waiting !== undefined ? (
                    <p className="mt-1 text-sm font-medium">{area.waiting}</p>
                  ) : null}
                  <p className="mt-1 text-sm text-muted-foreground">{area.description}</p>
                  <ArrowRight
                    aria-hidden="true"
                    className="absolute top-5 right-5 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-xs text-muted-foreground">{t("version", { productName, version })}</p>
    </div>
  );
}
