import type { LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

export type BadgeTone = "brand" | "accent" | "danger" | "success";

const tones: Record<BadgeTone, string> = {
  brand: "bg-brand-tint text-brand",
  accent: "bg-accent-tint text-brand-deep",
  danger: "bg-danger-tint text-danger",
  success: "bg-success-tint text-success",
};

/** A lucide icon in a tinted rounded square: the opening of every card. */
export function IconBadge({
  icon: Icon,
  tone = "brand",
  className,
}: {
  icon: LucideIcon;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={cn("inline-flex size-12 items-center justify-center rounded-lg", tones[tone], className)}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
