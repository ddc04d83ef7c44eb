import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { withParams } from "#app/components/admin/leads/list-params.ts";
import { PageLinks } from "#app/components/admin/page-links.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import type { BlogPost } from "#common/blog.ts";
import { blogCategoryLabel, manageListPageSize, manageListTags } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import type { ListedPost, ManageList } from "./blog-screen.ts";
import { ListFilters } from "./list-filters.tsx";

/** DESIGN's status pill: draft, scheduled (published, its date still to come) or published. */
export function StatusPill({ post, now }: { post: Pick<BlogPost, "status" | "publishDate">; now: number }) {
  const scheduled = post.status === "published" && Date.parse(post.publishDate) > now;
  const label = post.status === "draft" ? "Draft" : scheduled ? "Scheduled" : "Published";
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-sm",
        post.status === "draft" && "bg-accent-tint text-ink",
        scheduled && "bg-brand-tint text-brand-deep",
        label === "Published" && "bg-success-tint text-success",
      )}
    >
      {label}
    </span>
  );
}

/** Spec §2.19 and §9: up to 5 tags, then "+N more". */
function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, manageListTags);
  const more = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-canvas px-2 py-0.5 text-ink text-sm">
          #{tag}
        </li>
      ))}
      {more > 0 && <li className="px-1 py-0.5 text-muted text-sm">+{more} more</li>}
    </ul>
  );
}

type BlogListProps = {
  list: ManageList;
  params: URLSearchParams;
  busy: boolean;
  /** Edit is a link to `?edit=<id>`; with JavaScript the screen may ask first (unsaved changes). */
  onEdit: (event: React.MouseEvent<HTMLAnchorElement>, post: ListedPost, href: string) => void;
  /** Delete posts to the page's action; with JavaScript the screen asks first in a dialog. */
  onDelete: (event: React.FormEvent<HTMLFormElement>, post: ListedPost) => void;
};

/**
 * The Manage Blogs list (spec §2.19): filters by status, category and search,
 * applied by the server, 20 a page; a table on wide screens, stacked cards on
 * phones (DESIGN). Its state is the address, so it works without JavaScript.
 */
export function BlogList({ list, params, busy, onEdit, onDelete }: BlogListProps) {
  const { posts, total, page, pages, error } = list;
  const now = Date.now();
  const first = (page - 1) * manageListPageSize + 1;
  const pageHref = (to: number) => withParams(params, { page: String(to) });

  const actions = (post: ListedPost, row = false) => {
    const editHref = withParams(params, { edit: post.id, manage: null });
    return (
      <div className={cn("flex gap-2", row ? "flex-nowrap justify-end" : "flex-wrap")}>
        <Link
          to={editHref}
          onClick={(event) => onEdit(event, post, editHref)}
          className={buttonClass("secondary", "md", "px-3")}
        >
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> “{post.title}”</span>
        </Link>
        <Form
          method="post"
          // Deleting the post being edited leaves its editor (without JavaScript, by the address posted to).
          action={post.id === params.get("edit") ? withParams(params, { edit: null }) : undefined}
          preventScrollReset
          onSubmit={(event) => onDelete(event, post)}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={post.id} />
          <Button type="submit" variant="ghost" disabled={busy} className="px-3 text-danger">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> “{post.title}”</span>
          </Button>
        </Form>
      </div>
    );
  };

  return (
    <section
      id="manage-blogs"
      aria-labelledby="manage-title"
      className="rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="manage-title" tabIndex={-1} className="font-bold text-2xl outline-none">
        Manage Blogs
      </h2>
      <ListFilters params={params} />

      <p role="status" className="mt-5 text-muted">
        {total === 0 || posts.length === 0
          ? ""
          : `Showing ${first}-${first + posts.length - 1} of ${total} ${total === 1 ? "post" : "posts"}`}
      </p>

      {error ? (
        <div role="alert" className="mt-3 rounded-lg bg-danger-tint p-5 text-danger">
          <p className="font-semibold">The posts could not be loaded.</p>
          <p className="mt-1">{error}</p>
          <Link to={withParams(params, {})} className={buttonClass("secondary", "md", "mt-3")}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Link>
        </div>
      ) : posts.length === 0 ? (
        <p className="mt-3 rounded-lg border-2 border-line border-dashed p-8 text-center text-lg">
          No posts match. Change the filters, or write a new post below.
        </p>
      ) : (
        <>
          <table className="mt-3 hidden w-full border-collapse text-left md:table">
            <thead>
              <tr className="border-line border-b-2 text-muted text-sm">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Category
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Publish date (IST)
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Tags
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-line border-b align-top">
                  <th scope="row" className="py-3 pr-4 font-semibold">
                    {post.title}
                  </th>
                  <td className="py-3 pr-4">
                    <StatusPill post={post} now={now} />
                  </td>
                  <td className="py-3 pr-4">{blogCategoryLabel(post.category)}</td>
                  <td className="whitespace-nowrap py-3 pr-4 text-sm">
                    {formatIstDateTime(post.publishDate)}
                  </td>
                  <td className="py-3 pr-4">
                    <Tags tags={post.tags} />
                  </td>
                  <td className="py-3">{actions(post, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-3 space-y-3 md:hidden">
            {posts.map((post) => (
              <li key={post.id} className="rounded-lg border border-line p-4">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-lg leading-snug">{post.title}</h3>
                  <StatusPill post={post} now={now} />
                </div>
                <p className="mt-1 text-muted text-sm">
                  {blogCategoryLabel(post.category)} · {formatIstDateTime(post.publishDate)}
                </p>
                <div className="mt-2">
                  <Tags tags={post.tags} />
                </div>
                <div className="mt-3">{actions(post)}</div>
              </li>
            ))}
          </ul>
        </>
      )}

      {!error && (
        <PageLinks label="Pages of posts" page={page} pages={pages} hrefOf={pageHref} preventScrollReset />
      )}
    </section>
  );
}
