import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * Previous and Next between the pages of a staff list read page by page
 * (posts, each kind of lead, the audit log, failed mail), with where the
 * reader is between them; nothing when it all fits on one page. An empty
 * place keeps each link on its side, so Next never moves under the pointer.
 */
export function PageLinks(props: {
  label: string;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  /** Keep the reader where they are (the posts list, whose filters sit above it). */
  preventScrollReset?: boolean;
}) {
  const { label, page, pages, hrefOf, preventScrollReset } = props;
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          to={hrefOf(page - 1)}
          preventScrollReset={preventScrollReset}
          className={buttonClass("secondary")}
        >
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-muted">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link
          to={hrefOf(page + 1)}
          preventScrollReset={preventScrollReset}
          className={buttonClass("secondary")}
        >
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
