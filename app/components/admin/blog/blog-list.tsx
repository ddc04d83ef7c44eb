import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { BlogPost } from "#common/blog.ts";
import { blogCategoryLabel, manageListPageSize, manageListTags, postCategories } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { type ApiFailure, listPosts, type PostPage } from "./blog-api.ts";
import { messages } from "./messages.ts";

const selectClass = "mt-2 block min-h-12 w-full rounded-md border-2 border-muted bg-surface px-3 text-base";

type Filters = { status: string; category: string; search: string };

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
  /** Changes whenever the list should load again (after a save or delete). */
  version: number;
  busy: boolean;
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  onFailure: (failure: ApiFailure) => void;
};

/**
 * The Manage Blogs list (spec §2.19): filters by status, category and search,
 * applied by the server (`GET /api/blogs`), 20 a page; a table on wide
 * screens, stacked cards on phones (DESIGN).
 */
export function BlogList({ version, busy, onEdit, onDelete, onFailure }: BlogListProps) {
  const [filters, setFilters] = useState<Filters>({ status: "", category: "", search: "" });
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<PostPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [retry, setRetry] = useState(0);
  const latest = useRef(0);
  const failure = useRef(onFailure);
  failure.current = onFailure;

  // The search waits for a pause in typing; the other filters apply at once.
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) => (current.search === search ? current : { ...current, search }));
      setPage(1);
    }, 350);
    return () => clearTimeout(timer);
  }, [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version and retry are reload triggers
  useEffect(() => {
    const call = ++latest.current;
    setLoading(true);
    listPosts({ ...filters, page, limit: manageListPageSize }).then((answer) => {
      if (call !== latest.current) return;
      setLoading(false);
      if (answer.ok) {
        // A delete can empty the last page: step back to one that has rows.
        const pages = Math.max(1, Math.ceil(answer.value.total / manageListPageSize));
        if (page > pages) {
          setPage(pages);
          return;
        }
        setResult(answer.value);
        setFailed(false);
      } else {
        setFailed(true);
        failure.current(answer);
        toast.error(messages.listFailed(answer), { duration: 6000 });
      }
    });
  }, [filters, page, version, retry]);

  const total = result?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / manageListPageSize));
  const posts = result?.blogs ?? [];
  const now = Date.now();
  const first = (page - 1) * manageListPageSize + 1;

  const actions = (post: BlogPost, row = false) => (
    <div className={cn("flex gap-2", row ? "flex-nowrap justify-end" : "flex-wrap")}>
      <Button variant="secondary" disabled={busy} onClick={() => onEdit(post)} className="px-3">
        <Pencil aria-hidden="true" />
        Edit<span className="sr-only"> “{post.title}”</span>
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => onDelete(post)} className="px-3 text-danger">
        <Trash2 aria-hidden="true" />
        Delete<span className="sr-only"> “{post.title}”</span>
      </Button>
    </div>
  );

  return (
    <section
      id="manage-blogs"
      aria-labelledby="manage-title"
      className="rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="manage-title" className="font-bold text-2xl">
        Manage Blogs
      </h2>
      <search className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr_1fr] md:items-end">
        <SearchField
          id="manage-search"
          label="Search"
          placeholder="Title, excerpt or author"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div>
          <label htmlFor="manage-status" className="block font-semibold">
            Status
          </label>
          <select
            id="manage-status"
            value={filters.status}
            onChange={(event) => {
              setFilters({ ...filters, status: event.target.value });
              setPage(1);
            }}
            className={selectClass}
          >
            <option value="">All statuses</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        </div>
        <div>
          <label htmlFor="manage-category" className="block font-semibold">
            Category
          </label>
          <select
            id="manage-category"
            value={filters.category}
            onChange={(event) => {
              setFilters({ ...filters, category: event.target.value });
              setPage(1);
            }}
            className={selectClass}
          >
            <option value="">All categories</option>
            {postCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
      </search>

      <p role="status" className="mt-5 text-muted">
        {loading && !result
          ? "Loading posts..."
          : total === 0
            ? ""
            : `Showing ${first}-${first + posts.length - 1} of ${total} ${total === 1 ? "post" : "posts"}`}
      </p>

      {failed ? (
        <div className="mt-3 rounded-lg bg-danger-tint p-5 text-danger">
          <p className="font-semibold">The posts could not be loaded.</p>
          <Button variant="secondary" className="mt-3" onClick={() => setRetry((n) => n + 1)}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : result && posts.length === 0 ? (
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

      {pages > 1 && !failed && (
        <nav aria-label="Pages of posts" className="mt-5 flex items-center justify-between gap-4">
          <Button variant="secondary" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <p className="text-muted">
            Page {page} of {pages}
          </p>
          <Button variant="secondary" disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
