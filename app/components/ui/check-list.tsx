import { Check } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

type CheckListVariant = "stacked" | "inline";

const variants: Record<CheckListVariant, { list?: string; item: string; icon: string }> = {
  // One point a line, the tick level with the first line of text.
  stacked: { item: "items-start gap-3", icon: "mt-0.5 size-5" },
  // Short reassurances under a hero: small ticks, side by side from tablet width.
  inline: {
    list: "flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6",
    item: "items-center gap-2",
    icon: "size-4",
  },
};

type CheckListProps = {
  items: readonly string[];
  variant?: CheckListVariant;
  /** On the list: its layout (grid, spacing), background and text colour. */
  className?: string;
};

/** A list of points, each after a brand-coloured tick. */
export function CheckList({ items, variant = "stacked", className }: CheckListProps) {
  const styles = variants[variant];
  return (
    <ul data-slot="check-list" className={cn(styles.list, className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", styles.item)}>
          <Check aria-hidden="true" className={cn("shrink-0 text-brand", styles.icon)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
