import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { type BadgeTone, IconBadge } from "./icon-badge.tsx";

type FeatureCardProps = {
  icon?: LucideIcon;
  tone?: BadgeTone;
  title: string;
  /** The heading level inside the page outline (h3 under a section's h2). */
  headingLevel?: "h3" | "h4";
  children: React.ReactNode;
  /** An obvious link at the foot of the card. */
  link?: { label: string; to: string };
  className?: string;
};

/** A white card: tinted icon, title, a few lines, an optional link. */
export function FeatureCard({
  icon,
  tone,
  title,
  headingLevel: Heading = "h3",
  children,
  link,
  className,
}: FeatureCardProps) {
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-lg border border-line bg-surface p-6 shadow-card",
        className,
      )}
    >
      {icon && <IconBadge icon={icon} tone={tone} />}
      <Heading className={cn("font-semibold text-ink text-xl", icon && "mt-4")}>{title}</Heading>
      <div className="mt-2 flex-1 text-muted">{children}</div>
      {link && (
        <Link
          to={link.to}
          className="mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </article>
  );
}
