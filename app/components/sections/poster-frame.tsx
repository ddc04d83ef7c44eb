import { Clapperboard } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";

type PosterFrameProps = {
  /** What the film will show, e.g. "Product tour". */
  title: string;
  text: string;
  action: { label: string; to: string };
};

/**
 * The honest stand-in for a video that does not exist yet: a designed frame
 * that says so, and whose action leads somewhere real. Never a play button.
 * A frame, not a <figure>: there is no picture for a caption to describe.
 */
export function PosterFrame({ title, text, action }: PosterFrameProps) {
  return (
    <div className="relative isolate overflow-hidden rounded-xl bg-brand-deep p-8 text-white shadow-raised md:p-12">
      <svg
        aria-hidden="true"
        className="-z-10 absolute inset-0 h-full w-full"
        viewBox="0 0 800 450"
        preserveAspectRatio="xMidYMid slice"
      >
        <circle cx="690" cy="80" r="180" fill="#115e59" />
        <circle cx="80" cy="420" r="150" fill="#0f766e" />
        <path
          d="M0 330c140-70 280-80 420-20s260 60 380-10"
          fill="none"
          stroke="#f59e0b"
          strokeOpacity="0.35"
          strokeWidth="14"
        />
      </svg>
      <div className="flex aspect-video max-h-80 w-full flex-col items-start justify-end">
        <span className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 font-semibold text-sm">
          <Clapperboard aria-hidden="true" className="size-4" />
          {title}: coming soon
        </span>
        <p className="mt-4 max-w-lg text-lg text-on-deep-muted">{text}</p>
        <ButtonLink to={action.to} variant="inverse" className="mt-6">
          {action.label}
        </ButtonLink>
      </div>
    </div>
  );
}
