import type { BlogPost } from "#common/blog.ts";

/**
 * The browser's side of spec §7 #2-6: the JSON API under /api/blogs, with
 * the session cookie the sign-in set (same origin). Every call resolves, never
 * throws: a value, or what went wrong, so each caller picks its own words
 * from spec §8.
 */

export type ApiFailure = {
  ok: false;
  /** 0 when the request never got an answer (the network, or the server down). */
  status: number;
  statusText: string;
  /** The server's `error`, or the network's message. */
  error: string;
  fieldErrors?: Record<string, string>;
};

export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

export type PostPage = { blogs: BlogPost[]; total: number; page: number; limit: number };

type Answer = {
  success?: boolean;
  data?: unknown;
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
};

async function call<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      statusText: "",
      error: error instanceof Error ? error.message : String(error),
    };
  }
  let body: Answer | null = null;
  try {
    body = (await response.json()) as Answer;
  } catch {
    body = null;
  }
  if (response.ok && body?.success) return { ok: true, value: (body.data ?? body) as T };
  return {
    ok: false,
    status: response.status,
    statusText: response.statusText,
    error: body?.error ?? body?.message ?? "",
    fieldErrors: body?.fieldErrors,
  };
}

export type ListQuery = { status: string; category: string; search: string; page: number; limit: number };

/** Spec §7 #2: staff with a blog session see drafts too; filters run on the server. */
export function listPosts(query: ListQuery) {
  const params = new URLSearchParams({ limit: String(query.limit), page: String(query.page) });
  if (query.status) params.set("status", query.status);
  if (query.category) params.set("category", query.category);
  if (query.search.trim()) params.set("search", query.search.trim());
  return call<PostPage>(`/api/blogs?${params}`);
}

/** Spec §7 #3. */
export const createPost = (form: FormData) => call<BlogPost>("/api/blogs", { method: "POST", body: form });

/** Spec §7 #4 (our server takes PUT, so the spec's fallbacks 4a and 4b are never needed). */
export const updatePost = (id: string, form: FormData) =>
  call<BlogPost>(`/api/blogs/${encodeURIComponent(id)}`, { method: "PUT", body: form });

/** Spec §7 #5. */
export const deletePost = (id: string) =>
  call<unknown>(`/api/blogs/${encodeURIComponent(id)}`, { method: "DELETE" });
