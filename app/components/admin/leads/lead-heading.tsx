import { Download } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";

type LeadHeadingProps = {
  title: string;
  /** The line under the title: how many wait for an answer. */
  summary: React.ReactNode;
  /** The CSV export of the current view. */
  exportHref: string;
};

/** A lead view's title, its count of what waits, and Export CSV. */
export function LeadHeading({ title, summary, exportHref }: LeadHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-bold text-3xl">{title}</h1>
        <p className="mt-1 text-lg" data-testid="open-count">
          {summary}
        </p>
      </div>
      <a href={exportHref} download className={buttonClass("secondary")}>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </div>
  );
}

/** The error line of a list that could not be read. */
export function ListError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
      {message}
    </p>
  );
}
