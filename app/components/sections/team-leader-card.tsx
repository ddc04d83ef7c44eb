import { ExternalLink } from "lucide-react";
import type { Leader } from "#app/content/team.ts";
import { cn } from "#app/lib/cn.ts";

const tints: Record<Leader["tint"], string> = {
  brand: "bg-brand-tint text-brand-deep",
  accent: "bg-accent-tint text-brand-deep",
  success: "bg-success-tint text-success",
};

/**
 * One named leader: an initials avatar (the role's, not a person's), the
 * name, the title and the profile link when there is one. Side by side on
 * phones to keep the cards short; stacked and centred above.
 */
export function TeamLeaderCard({ leader }: { leader: Leader & { name: string } }) {
  return (
    <article className="flex h-full gap-4 rounded-lg border border-line bg-surface p-5 shadow-card sm:flex-col sm:items-center sm:p-6 sm:text-center">
      <span
        aria-hidden="true"
        className={cn(
          "flex size-14 shrink-0 items-center justify-center rounded-full font-bold tracking-wide sm:size-20 sm:text-xl",
          tints[leader.tint],
        )}
      >
        {leader.initials}
      </span>
      <div className="flex min-w-0 flex-1 flex-col items-start sm:items-center">
        <h3 className="font-semibold text-xl">{leader.title}</h3>
        <p className="mt-1 font-medium text-ink">{leader.name}</p>
        <p className="mt-3 flex-1 text-muted text-sm">{leader.focus}</p>
        {leader.profileUrl && (
          <a
            href={leader.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            Profile
            <span className="sr-only"> of {leader.name} (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </article>
  );
}
