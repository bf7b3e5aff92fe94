import { BackLink } from "./back-link";

/** The top of a page of its own (one integration, one webhook): back to the list, heading, intro. */
export function DetailPageHeader({
  back,
  heading,
  intro,
}: {
  back: { to: string; label: string };
  heading: string;
  intro: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <BackLink to={back.to} label={back.label} />
      <h1 className="text-3xl font-semibold tracking-tight break-words">{heading}</h1>
      <p className="max-w-3xl text-muted-foreground">{intro}</p>
    </div>
  );
}
