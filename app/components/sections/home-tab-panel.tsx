import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import type { TabTopic } from "#app/content/home.ts";
import { useLanguage } from "#app/lib/locale.ts";

/** The inside of one tab: what it is, why it helps, and where to read more. */
function TopicPanel({ topic }: { topic: TabTopic }) {
  const { text } = useLanguage();
  return (
    <div className="grid gap-6 rounded-lg border border-line bg-surface p-6 shadow-card md:grid-cols-[1.3fr_1fr] md:gap-10 md:p-10">
      <div>
        <IconBadge icon={topic.icon} />
        <h3 className="mt-4 font-semibold text-2xl">{topic.title}</h3>
        <p className="mt-3 text-lg text-muted">{topic.description}</p>
        <Link
          to={topic.link.to}
          className="mt-5 inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
        >
          {text.learnMore}
          <span className="sr-only"> {topic.link.context}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <CheckList
        items={topic.highlights}
        className="space-y-4 self-center rounded-md bg-brand-tint p-5 text-ink md:p-6"
      />
    </div>
  );
}

/** A tab list of topics (home "For Clients…", practitioners "For Secure Profiles…"). */
export function TopicTabs({
  label,
  items,
  defaultId,
}: {
  label: string;
  items: TabTopic[];
  defaultId: string;
}) {
  return (
    <Tabs
      label={label}
      defaultId={defaultId}
      items={items.map((topic) => ({
        id: topic.id,
        label: topic.label,
        content: <TopicPanel topic={topic} />,
      }))}
    />
  );
}
