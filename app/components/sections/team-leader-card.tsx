import { ExternalLink } from "lucide-react";
import type { LeaderCardWords } from "#app/content/team.ts";
import { fill } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { initialsOf } from "#app/lib/initials.ts";
import { leaderPhotoUrl, type SiteLeader } from "#common/site-details.ts";

/** The avatars' tints, one after another down a list. */
export const avatarTints = [
  "bg-brand-tint text-brand-deep",
  "bg-accent-tint text-brand-deep",
  "bg-success-tint text-success",
];

/**
 * One leader as Settings name them: the photo (or the name's initials), the
 * name, the title, the expertise line and the profile link when there is
 * one. Side by side on phones to keep the cards short; stacked and centred
 * above. The leader's details are shown as staff typed them; the card's own
 * words (`words`) come in the page's language.
 */
/** A leader's place on the team page, which an article's review line links to. */
export const leaderAnchor = (id: string) => `leader-${id}`;

export function TeamLeaderCard({
  leader,
  index,
  words,
}: {
  leader: SiteLeader;
  index: number;
  words: LeaderCardWords;
}) {
  return (
    <article
      data-leader
      id={leaderAnchor(leader.id)}
      className="flex h-full gap-4 rounded-lg border border-line bg-surface p-5 shadow-card sm:flex-col sm:items-center sm:p-6 sm:text-center"
    >
      {leader.photo ? (
        <img
          src={leaderPhotoUrl(leader.photo)}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-full object-cover sm:size-20"
        />
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            "flex size-14 shrink-0 items-center justify-center rounded-full font-bold tracking-wide sm:size-20 sm:text-xl",
            avatarTints[index % avatarTints.length],
          )}
        >
          {initialsOf(leader.name)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col items-start sm:items-center">
        <h3 className="font-semibold text-xl">{leader.name}</h3>
        <p className="mt-1 font-medium text-ink">{leader.title}</p>
        {leader.expertise && <p className="mt-3 flex-1 text-muted text-sm">{leader.expertise}</p>}
        {leader.profileUrl && (
          <a
            href={leader.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            {words.profile}
            <span className="sr-only">{fill(words.profileContext, { name: leader.name })}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </article>
  );
}
