import { Filter } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { useTranslation } from "~/lib/use-translation";
import { LOG_AREAS, LOG_LEVELS } from "../../../server/contracts/logs/log-entry";
import type { LogFilters } from "./load-logs-page.server";

const field = "flex flex-col gap-1 text-sm font-medium";

/** A GET form: the filters land in the URL, can be bookmarked and work without JavaScript. */
export function LogFilterForm({
  filters,
  users,
}: {
  filters: LogFilters;
  users: { id: string; label: string }[];
}) {
  const { t } = useTranslation("logs");
  const key = JSON.stringify(filters);
  const id = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("filters.label")}
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
      key={key}
    >
      <div className={field}>
        <label htmlFor={`${id}-from`}>{t("filters.from")}</label>
        <Input type="date" name="from" id={`${id}-from`} defaultValue={filters.from ?? ""} />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-to`}>{t("filters.to")}</label>
        <Input type="date" name="to" id={`${id}-to`} defaultValue={filters.to ?? ""} />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-level`}>{t("filters.level")}</label>
        <Select name="level" id={`${id}-level`} defaultValue={filters.level ?? ""}>
          <option value="">{t("filters.allLevels")}</option>
          {LOG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`levels.${level}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-area`}>{t("filters.area")}</label>
        <Select name="area" id={`${id}-area`} defaultValue={filters.area ?? ""}>
          <option value="">{t("filters.allAreas")}</option>
          {LOG_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`areas.${area}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-user`}>{t("filters.user")}</label>
        <Select name="user" id={`${id}-user`} defaultValue={filters.user ?? ""}>
          <option value="">{t("filters.allUsers")}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.label}
            </option>
          ))}
        </Select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-q`}>{t("filters.text")}</label>
        <Input type="search" name="q" id={`${id}-q`} defaultValue={filters.q ?? ""} />
      </div>
      <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
        <Button type="submit" variant="secondary">
          <Filter aria-hidden="true" />
          {t("filters.submit")}
        </Button>
        <Link to="." className={buttonClassName({ variant: "ghost" })}>
          {t("filters.clear")}
        </Link>
      </div>
    </Form>
  );
}
