import type { LucideIcon } from "lucide-react";
import { ButtonLink, type ButtonSize, type ButtonVariant, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

export type HeroAction = {
  label: string;
  /** A path, or `#id` for a jump within the page. */
  to: string;
  /** Shown after the label, e.g. an arrow pointing down to the anchor. */
  icon?: LucideIcon;
};

export type HeroActionsProps = {
  primary: HeroAction;
  secondary?: HeroAction;
  size?: ButtonSize;
  /** White buttons, for the deep brand band. */
  inverse?: boolean;
  /** Centred beside each other from tablet width, under centred text. */
  align?: "start" | "center";
  className?: string;
};

function ActionLink({
  action,
  variant,
  size,
}: {
  action: HeroAction;
  variant: ButtonVariant;
  size: ButtonSize;
}) {
  const { label, to, icon: Icon } = action;
  const content = (
    <>
      {label}
      {Icon && <Icon aria-hidden="true" />}
    </>
  );
  // A plain in-page anchor: the jump works before (and without) JavaScript.
  if (to.startsWith("#")) {
    return (
      <a href={to} className={buttonClass(variant, size)}>
        {content}
      </a>
    );
  }
  return (
    <ButtonLink to={to} variant={variant} size={size}>
      {content}
    </ButtonLink>
  );
}

/**
 * The row of calls to action under a page hero or a closing band: one primary,
 * at most one secondary, stacked on phones and side by side from tablet width.
 */
export function HeroActions({
  primary,
  secondary,
  size = "lg",
  inverse = false,
  align = "start",
  className,
}: HeroActionsProps) {
  return (
    <div
      className={cn("flex flex-col gap-3 sm:flex-row", align === "center" && "sm:justify-center", className)}
    >
      <ActionLink action={primary} variant={inverse ? "inverse" : "primary"} size={size} />
      {secondary && (
        <ActionLink action={secondary} variant={inverse ? "inverse-outline" : "secondary"} size={size} />
      )}
    </div>
  );
}
