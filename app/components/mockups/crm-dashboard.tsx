import {
  CalendarClock,
  ClipboardList,
  FileText,
  LayoutDashboard,
  Lock,
  type LucideIcon,
  Network,
  Users,
} from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { useLocale } from "#app/lib/locale.ts";
import { Chip, Panel, ProfilePanel, SchedulePanel, SoapPanel } from "./crm-cards.tsx";
import { EmotionChart, Genogram } from "./crm-charts.tsx";

type CrmDashboardProps = {
  /** "full" shows every panel; "compact" (for heroes) shows profile, schedule and the chart. */
  variant?: "full" | "compact";
  /** What assistive technology hears for the whole picture, in the page's language (its content module's). */
  label: string;
  className?: string;
};

const nav: { label: string; icon: LucideIcon; active?: boolean }[] = [
  { label: "Dashboard", icon: LayoutDashboard, active: true },
  { label: "Clients", icon: Users },
  { label: "Session notes", icon: FileText },
  { label: "Assessments", icon: ClipboardList },
  { label: "Schedule", icon: CalendarClock },
  { label: "Genograms", icon: Network },
];

/**
 * The `lang` of a mockup's inside: the product's own screens are in English,
 * so on a page in another language their words are marked English (the
 * picture's description, on its role="img", is in the page's language).
 */
export function useMockupLang() {
  return useLocale() === "en" ? undefined : "en";
}

/** The mock browser's address bar of the CRM mockups, at `path` on the sample CRM's address. */
export function BrowserBar({ path = "dashboard", lang }: { path?: string; lang?: string | undefined }) {
  return (
    <div lang={lang} className="flex items-center gap-3 border-line border-b bg-canvas px-3 py-2.5">
      <span aria-hidden="true" className="flex shrink-0 gap-1.5">
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-1.5 rounded-full bg-surface px-3 py-1 text-muted text-xs">
        <Lock aria-hidden="true" className="size-3 shrink-0" />
        <span className="truncate">crm.anvaya.example/{path}</span>
      </span>
      <Chip tone="accent">Sample data</Chip>
    </div>
  );
}

function Sidebar() {
  return (
    <div className="hidden w-44 shrink-0 flex-col gap-1 border-line border-r bg-surface p-3 @3xl:flex">
      {nav.map(({ label, icon: Icon, active }) => (
        <span
          key={label}
          className={cn(
            "flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
            active ? "bg-brand-tint font-semibold text-brand-deep" : "text-muted",
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {label}
        </span>
      ))}
      <span className="mt-auto rounded-sm bg-canvas px-2 py-1.5 text-muted text-xs">
        Signed in as: Doctor
      </span>
    </div>
  );
}

function ChartPanel({ className }: { className?: string }) {
  return (
    <Panel
      title="Emotion tracking"
      className={className}
      aside={
        <span className="flex items-center gap-3 text-muted text-xs">
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="h-0.5 w-4 rounded-full bg-brand" />
            Mood
          </span>
          <span className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="h-0.5 w-4 rounded-full border-accent border-t-2 border-dashed"
            />
            Anxiety
          </span>
        </span>
      }
    >
      <EmotionChart />
    </Panel>
  );
}

/**
 * A calm, believable picture of the CRM, drawn in HTML and SVG (DESIGN.md
 * "Visuals without photos"). Assistive tech meets it as one named image, not
 * as dozens of fake controls; it adapts to its own width with container queries.
 */
export function CrmDashboard({ variant = "full", label, className }: CrmDashboardProps) {
  const full = variant === "full";
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
      <BrowserBar lang={lang} />
      <div lang={lang} className="flex">
        {full && <Sidebar />}
        <div className="min-w-0 flex-1 bg-canvas p-3 @md:p-4">
          {full && (
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="font-bold text-ink">Client overview</p>
              <span className="flex flex-wrap gap-2">
                <Chip>Doctor view</Chip>
                <Chip tone="success">
                  <Lock aria-hidden="true" className="size-3" />
                  Encrypted
                </Chip>
              </span>
            </div>
          )}
          {full ? (
            <div className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-3">
              <ProfilePanel />
              <ChartPanel className="@4xl:col-span-2" />
              <SoapPanel />
              <Panel title="Family genogram">
                <Genogram />
                <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-muted text-xs">
                  <span className="flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full border border-ink bg-brand-soft"
                    />
                    History of anxiety
                  </span>
                  <span className="flex items-center gap-1.5">
                    <span aria-hidden="true" className="size-3 rounded-full border-2 border-brand" />
                    Client
                  </span>
                </p>
              </Panel>
              <SchedulePanel className="@xl:col-span-2 @4xl:col-span-1" />
            </div>
          ) : (
            <div className="grid gap-3 @lg:grid-cols-2">
              <ProfilePanel />
              {/* On a phone the hero shows two panels; the schedule joins from a wider frame. */}
              <SchedulePanel compact className="hidden @lg:block" />
              <ChartPanel className="@lg:col-span-2" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
