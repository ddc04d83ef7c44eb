import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * Previous and Next between the pages of a staff list read page by page
 * (the audit log, failed mail), with where the reader is; nothing when
 * it all fits on one page.
 */
export function PageLinks(props: {
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { label, page, pages, hrefOf } = props;
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className={buttonClass("secondary")}>
          Previous
        </Link>
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={hrefOf(page + 1)} className={buttonClass("secondary")}>
          Next
        </Link>
      )}
    </nav>
  );
}
