import { AlertCircle, Bell, CalendarClock, LifeBuoy, Lock, Sparkles, Video } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/*
 * The panels of the CRM mockup. All sample data is fictional and labelled so;
 * nothing here is interactive (the whole mockup is one role="img").
 */

export function Panel({
  title,
  aside,
  className,
  children,
}: {
  title: string;
  aside?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("min-w-0 rounded-md border border-line bg-surface p-3 @md:p-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink text-sm">{title}</p>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </div>
  );
}

export function Chip({
  tone = "brand",
  children,
}: {
  tone?: "brand" | "success" | "accent";
  children: React.ReactNode;
}) {
  const tones = {
    brand: "bg-brand-tint text-brand-deep",
    success: "bg-success-tint text-success",
    accent: "bg-accent-tint text-ink",
  };
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-xs",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

const scores = [
  { name: "PHQ-9", value: "6", note: "mild, down from 12" },
  { name: "GAD-7", value: "8", note: "mild, down from 11" },
];

const details = [
  { term: "Next session", value: "Today, 10:00 (video)" },
  { term: "Safety plan", value: "On file" },
];

export function ProfilePanel() {
  return (
    <Panel title="Client profile" aside={<Chip tone="success">Consent on file</Chip>}>
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-tint font-bold text-brand-deep">
          AS
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink">A. Sharma (sample)</p>
          <p className="text-muted text-xs">Client since March · 8 sessions</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {scores.map((s) => (
          <div key={s.name} className="rounded-sm bg-canvas px-2 py-1.5">
            <dt className="text-muted text-xs">{s.name}</dt>
            <dd className="font-bold text-brand text-lg leading-6">{s.value}</dd>
            <dd className="text-muted text-xs">{s.note}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-3 space-y-1 text-xs">
        {details.map((d) => (
          <div key={d.term} className="flex justify-between gap-3">
            <dt className="text-muted">{d.term}</dt>
            <dd className="font-medium text-ink">{d.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-center gap-1.5 text-muted text-xs">
        <Lock aria-hidden="true" className="size-3.5 shrink-0" />
        Profile and notes encrypted
      </p>
    </Panel>
  );
}

const soap = [
  { letter: "S", text: "Sleeping better. Work stress still high on Mondays." },
  { letter: "O", text: "Calm and engaged. GAD-7 down from 11 to 8." },
  { letter: "A", text: "Mild anxiety, improving with CBT homework." },
  { letter: "P", text: "Keep thought records. Review in two weeks." },
];

export function SoapPanel() {
  return (
    <Panel
      title="Session note (SOAP)"
      aside={
        <Chip>
          <Sparkles aria-hidden="true" className="size-3" />
          AI draft, to review
        </Chip>
      }
    >
      <ul className="space-y-2">
        {soap.map((row) => (
          <li key={row.letter} className="flex gap-2 text-sm">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-sm bg-brand font-bold text-white text-xs">
              {row.letter}
            </span>
            <span className="text-ink">{row.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-1.5 border-line border-t pt-2 text-muted text-xs">
        <Lock aria-hidden="true" className="size-3.5 shrink-0" />
        Encrypted · waiting for your signature
      </p>
    </Panel>
  );
}

const schedule = [
  { time: "10:00", who: "A. Sharma (sample)", what: "Follow-up, video", chip: "Reminder sent", icon: Video },
  {
    time: "11:30",
    who: "Group: stress skills",
    what: "6 clients (sample)",
    chip: "Reminder sent",
    icon: CalendarClock,
  },
  {
    time: "14:00",
    who: "New intake (sample)",
    what: "PHQ-9 sent ahead",
    chip: "Assessment sent",
    icon: CalendarClock,
  },
];

export function SchedulePanel({ compact = false, className }: { compact?: boolean; className?: string }) {
  const rows = compact ? schedule.slice(0, 2) : schedule;
  return (
    <Panel
      title="Today"
      className={className}
      aside={
        <Chip>
          <Bell aria-hidden="true" className="size-3" />
          Reminders on
        </Chip>
      }
    >
      <ul className="divide-y divide-line">
        {rows.map((row) => (
          <li key={row.time} className="flex items-start gap-3 py-2 first:pt-0">
            <span className="w-11 shrink-0 font-semibold text-ink text-sm tabular-nums">{row.time}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-ink text-sm">{row.who}</span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted text-xs">
                {row.what}
                <Chip tone="success">{row.chip}</Chip>
              </span>
            </span>
          </li>
        ))}
      </ul>
      {!compact && (
        <div className="mt-2 space-y-2">
          <p className="flex items-start gap-2 rounded-sm bg-accent-tint px-2 py-1.5 text-ink text-xs">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            Follow-up alert: R. Mehta (sample) has not checked in for 14 days.
          </p>
          <p className="flex items-center gap-2 text-muted text-xs">
            <LifeBuoy aria-hidden="true" className="size-3.5 shrink-0" />
            SOS support: no open alerts
          </p>
        </div>
      )}
    </Panel>
  );
}
