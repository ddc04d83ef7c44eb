import { CalendarDays, Coffee, Lock, PenLine, Sparkles, UserRound, Users, Video } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { Chip, Panel } from "./crm-cards.tsx";
import { BrowserBar, useMockupLang } from "./crm-dashboard.tsx";

/*
 * A practitioner's day in the CRM: the day view of the schedule and the SOAP
 * note the assistant drafted from the session that just ended. Its own picture
 * for /solutions/practitioners, so the page does not repeat the home page's
 * dashboard. All people are fictional and marked as samples; times are IST.
 */

type Slot = {
  time: string;
  end: string;
  who: string;
  what: string;
  icon: typeof Video;
  chip?: string;
  now?: boolean;
  free?: boolean;
  /** Shown only when the day view and the note stand side by side, to keep the stacked picture short. */
  wideOnly?: boolean;
};

const slots: Slot[] = [
  {
    time: "09:30",
    end: "10:20",
    who: "Priya Nair (sample)",
    what: "Intake, in person",
    icon: UserRound,
    chip: "PHQ-9 done",
  },
  {
    time: "11:00",
    end: "11:50",
    who: "Arjun Mehta (sample)",
    what: "Follow-up, video",
    icon: Video,
    chip: "Note drafted",
    now: true,
  },
  {
    time: "13:00",
    end: "14:00",
    who: "Lunch",
    what: "No bookings",
    icon: Coffee,
    free: true,
    wideOnly: true,
  },
  {
    time: "14:30",
    end: "15:30",
    who: "Group: exam stress",
    what: "5 students (sample)",
    icon: Users,
    chip: "Reminder sent",
    wideOnly: true,
  },
  {
    time: "16:00",
    end: "16:50",
    who: "Kavya Iyer (sample)",
    what: "Review, video",
    icon: Video,
    chip: "Reminder sent",
  },
];

const soap = [
  {
    letter: "S",
    title: "Subjective",
    text: "Sleeping 5-6 hours. Worried about his father's health; work feels heavy.",
  },
  { letter: "O", title: "Objective", text: "Engaged, tearful once. PHQ-9 today 10, down from 14." },
  { letter: "A", title: "Assessment", text: "Moderate low mood, improving. No risk indicators today." },
  {
    letter: "P",
    title: "Plan",
    text: "Continue activity scheduling and a sleep diary. Next: 21 Oct, 11:00 IST.",
  },
];

function DayView() {
  return (
    <Panel
      title="Tuesday, 14 Oct (IST)"
      aside={
        <Chip>
          <CalendarDays aria-hidden="true" className="size-3" />
          Day view
        </Chip>
      }
    >
      <ol className="space-y-2">
        {slots.map((slot) => {
          const Icon = slot.icon;
          return (
            <li key={slot.time} className={cn("flex gap-3", slot.wideOnly && "hidden @xl:flex")}>
              <span className="w-11 shrink-0 pt-1.5 text-muted text-xs tabular-nums">{slot.time}</span>
              <span
                className={cn(
                  "min-w-0 flex-1 rounded-sm border-l-4 px-2.5 py-1.5",
                  slot.free && "border-line bg-canvas",
                  slot.now && "border-brand bg-brand-tint",
                  !slot.free && !slot.now && "border-brand-soft bg-surface ring-1 ring-line",
                )}
              >
                <span className="flex items-center gap-1.5 font-medium text-ink text-sm">
                  <Icon aria-hidden="true" className="size-3.5 shrink-0 text-brand" />
                  <span className="truncate">{slot.who}</span>
                </span>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted text-xs">
                  {slot.time}-{slot.end} · {slot.what}
                  {slot.chip && <Chip tone={slot.now ? "accent" : "success"}>{slot.chip}</Chip>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

function SoapDraft() {
  return (
    <Panel
      title="SOAP note: Arjun Mehta (sample)"
      aside={
        <Chip tone="accent">
          <Sparkles aria-hidden="true" className="size-3" />
          AI draft
        </Chip>
      }
    >
      <p className="text-muted text-xs">Session of 14 Oct, 11:00-11:50 IST, video</p>
      <ul className="mt-3 space-y-2.5">
        {soap.map((row) => (
          <li key={row.letter} className="flex gap-2.5">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-sm bg-brand font-bold text-white text-xs">
              {row.letter}
            </span>
            <p className="min-w-0">
              <span className="block font-semibold text-ink text-xs">{row.title}</span>
              <span className="block text-ink text-sm">{row.text}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-start gap-1.5 rounded-sm bg-accent-tint px-2 py-1.5 text-ink text-xs">
        <PenLine aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        Drafted from your session notes. Review and sign to save it to the record.
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-muted text-xs">
        <Lock aria-hidden="true" className="size-3.5 shrink-0" />
        Encrypted · visible to the treating practitioner only
      </p>
    </Panel>
  );
}

/**
 * The schedule's day view beside a SOAP note draft; one named image for
 * assistive technology, `label` (in the page's language) its description.
 */
export function PracticeDay({ label, className }: { label: string; className?: string }) {
  const lang = useMockupLang();
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        "@container select-none overflow-hidden rounded-lg border border-line bg-surface shadow-raised",
        className,
      )}
    >
      <BrowserBar path="schedule/today" lang={lang} />
      <div lang={lang} className="grid gap-3 bg-canvas p-3 @md:p-4 @xl:grid-cols-2">
        <DayView />
        <SoapDraft />
      </div>
    </div>
  );
}
