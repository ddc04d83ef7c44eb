import { type Context, Hono } from "hono";
import { blogLimits, imageTooLargeMessage } from "#common/constants.ts";
import { InvalidInputError } from "#server/services/errors.ts";
import type { Services } from "#server/services/index.ts";
import { readerOf } from "#server/services/post-views.ts";
import { apiPost, blogListAnswer, blogListInput, blogPostAnswer, searchOf } from "../blog-api.ts";
import { bodyLimits } from "../body-limits.ts";
import { bodyWithin, keptBody } from "../bounded-body.ts";
import { clientAddress, type TrustProxy } from "../client-address.ts";
import { apiError } from "../errors.ts";
import { readJson } from "../middleware/json-body.ts";
import { requireArea, type StaffEnv } from "../middleware/require-area.ts";
import { readMultipart } from "../multipart.ts";
import { trustNoProxy } from "../proxy-trust.ts";
import { readSessionToken } from "../session-cookie.ts";

type ParsedForm = { fields: Record<string, unknown>; image?: Uint8Array; error?: Response };

const aliases: Record<string, string> = {
  author_role: "authorRole",
  read_time: "readTime",
  publish_date: "publishDate",
  image_alt: "imageAlt",
};

/** Reads the multipart form of spec §7 #3-4: tags as a JSON-encoded list, featured as text. */
function readPostForm(c: Context): ParsedForm {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) {
    return { fields: {}, error: apiError(c, 415, "Send the post as multipart/form-data.") };
  }
  // Read from the bytes the upload limit kept: the image is a view into them, not a copy.
  const form = readMultipart(keptBody(c.req.raw) ?? new Uint8Array(), type);
  if (!form) return { fields: {}, error: apiError(c, 400, "The form could not be read.") };
  const fields: Record<string, unknown> = {};
  let image: Uint8Array | undefined;
  for (const [rawKey, file] of form.files) {
    if ((aliases[rawKey] ?? rawKey) !== "image" || file.bytes.byteLength === 0) continue;
    if (file.bytes.byteLength > blogLimits.imageBytes) {
      return { fields, error: apiError(c, 413, "Image size should be less than 5MB") };
    }
    image = file.bytes;
  }
  for (const [rawKey, value] of form.fields) {
    const key = aliases[rawKey] ?? rawKey;
    if (value.includes("\0")) {
      return { fields, error: apiError(c, 400, "The form holds a character that cannot be stored.") };
    }
    if (key === "tags") {
      try {
        fields.tags = JSON.parse(value);
      } catch {
        fields.tags = value.split(",");
      }
    } else if (key === "featured") {
      fields.featured = value === "true" || value === "on" || value === "1";
    } else {
      fields[key] = value;
    }
  }
  return { fields, image };
}

/** The whole upload may be the 5 MB image plus the text fields. */
const uploadLimit = bodyWithin(bodyLimits.blogUpload, (c) => apiError(c, 413, imageTooLargeMessage), {
  keep: "bytes",
});

const actorOf = (c: Context<StaffEnv>) => {
  const { id, username, role } = c.get("staff");
  return { id, username, role };
};

/**
 * Spec §7 #2-6, with the two fallbacks of #4 (4a: POST /update, 4b: method
 * override). `trustProxy`: whose address a reader's view is counted under
 * (server/http/client-address.ts).
 */
export function blogRoutes(
  services: Services,
  options: { trustProxy: TrustProxy } = { trustProxy: trustNoProxy },
) {
  const routes = new Hono<StaffEnv>();
  const staffOnly = requireArea(services, "blog");
  const isStaff = async (c: Context) =>
    (await services.auth.session(readSessionToken(c, "blog"), "blog")) !== null;

  /** Updates the post named by the path or header, or else by the form's updateId (4a). */
  const update = async (c: Context<StaffEnv>, given: string | undefined) => {
    const form = readPostForm(c);
    if (form.error) return form.error;
    const { updateId, id: formId, ...fields } = form.fields;
    const id =
      given ?? (typeof updateId === "string" ? updateId : typeof formId === "string" ? formId : undefined);
    if (!id) return apiError(c, 400, "Say which post to update.");
    const post = await services.blog.update(actorOf(c), id, fields, form.image);
    return c.json({ success: true as const, data: apiPost(post) });
  };

  // A reader's answers are kept (server/http/blog-api-cache.ts, before this
  // route): what comes here is staff's, refused, or not kept.
  routes.get("/", async (c) => {
    const input = blogListInput(searchOf(c.req.url));
    return c.json(await blogListAnswer(services, input, { staff: await isStaff(c) }));
  });

  routes.post("/update", staffOnly, uploadLimit, async (c) => {
    // 4a: the id travels in the form as updateId (or id).
    return await update(c, undefined);
  });

  routes.post("/", staffOnly, uploadLimit, async (c) => {
    // 4b: POST with X-HTTP-Method-Override: PUT and X-Blog-ID is an update.
    if (c.req.header("x-http-method-override")?.toUpperCase() === "PUT") {
      return await update(c, c.req.header("x-blog-id"));
    }
    const form = readPostForm(c);
    if (form.error) return form.error;
    const post = await services.blog.create(actorOf(c), form.fields, form.image);
    return c.json({ success: true as const, data: apiPost(post) }, 201);
  });

  routes.put("/:id", staffOnly, uploadLimit, async (c) => {
    return await update(c, c.req.param("id"));
  });

  // An update changes only the fields sent, so PATCH means what PUT does here.
  routes.patch("/:id", staffOnly, uploadLimit, async (c) => {
    return await update(c, c.req.param("id"));
  });

  routes.delete("/:id", staffOnly, async (c) => {
    const { title } = await services.blog.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true as const, message: `Blog "${title}" deleted successfully!` });
  });

  // Clinical review (issue 33): the trash, posts due for review, each post's
  // review steps and revisions. JSON bodies, each optional but `comment`.
  const reviewBody = [
    staffOnly,
    bodyWithin(bodyLimits.staffJson, (c) => apiError(c, 413, "The request is too large."), { keep: "bytes" }),
  ] as const;
  const bodyOf = async (c: Context): Promise<unknown> => {
    const kept = keptBody(c.req.raw);
    if (!kept || kept.byteLength === 0) return {};
    if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
      throw new InvalidInputError("Send the request as JSON (Content-Type: application/json).");
    }
    const body = await readJson(c.req.raw);
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw new InvalidInputError("Send a JSON object.");
    }
    return body;
  };
  const review = services.blogReview;

  routes.get("/trash", staffOnly, async (c) =>
    c.json({ success: true as const, data: await review.trash() }),
  );

  routes.get("/review-due", staffOnly, async (c) => {
    return c.json({ success: true as const, data: await review.dueForReview() });
  });

  routes.post("/:id/restore", ...reviewBody, async (c) => {
    const { title } = await review.restoreFromTrash(actorOf(c), c.req.param("id"));
    return c.json({ success: true as const, message: `Blog "${title}" restored as a draft.` });
  });

  routes.post("/:id/submit", ...reviewBody, async (c) => {
    const state = await review.submit(actorOf(c), c.req.param("id"), await bodyOf(c));
    return c.json({ success: true as const, data: { reviewState: state }, message: "Submitted for review." });
  });

  routes.post("/:id/approve", ...reviewBody, async (c) => {
    const state = await review.approve(actorOf(c), c.req.param("id"), await bodyOf(c));
    return c.json({ success: true as const, data: { reviewState: state }, message: "Approved." });
  });

  routes.post("/:id/return", ...reviewBody, async (c) => {
    const state = await review.sendBack(actorOf(c), c.req.param("id"), await bodyOf(c));
    return c.json({
      success: true as const,
      data: { reviewState: state },
      message: "Sent back to the writer.",
    });
  });

  routes.get("/:id/reviews", staffOnly, async (c) => {
    return c.json({ success: true as const, data: await review.history(c.req.param("id")) });
  });

  routes.get("/:id/revisions", staffOnly, async (c) => {
    return c.json({ success: true as const, data: await review.revisions(c.req.param("id")) });
  });

  routes.get("/:id/revisions/:revisionId", staffOnly, async (c) => {
    const revision = await review.revision(c.req.param("id"), c.req.param("revisionId"));
    return c.json({ success: true as const, data: revision });
  });

  routes.post("/:id/revisions/:revisionId/restore", ...reviewBody, async (c) => {
    const post = await services.blog.restoreRevision(
      actorOf(c),
      c.req.param("id"),
      c.req.param("revisionId"),
    );
    return c.json({ success: true as const, data: apiPost(post) });
  });

  routes.get("/:slugOrId", async (c) => {
    const staff = await isStaff(c);
    // A reader's view counts as on the article page: once a day, never a bot's, never staff's.
    const reader = staff ? undefined : readerOf(c.req.raw, clientAddress(c, options.trustProxy));
    const found = await services.blog.open(c.req.param("slugOrId"), { staff, reader });
    // An old slug (the post was renamed) moves on, as the article page does.
    if (found.movedTo !== undefined) return c.redirect(`/api/blogs/${found.movedTo}`, 301);
    return c.json(blogPostAnswer(found.post));
  });

  return routes;
}

/**
 * GET /media/<hash>-<width>.<webp|avif>: the stored renditions, cached for a
 * year. They are the one thing other sites may embed: the feeds and shared
 * links show the article's image in a reader's or a network's pages.
 */
/** A single byte range as browsers and players ask for it ("bytes=100-199", "bytes=100-"); anything else is ignored. */
function rangeOf(header: string | undefined) {
  const match = /^bytes=(\d{1,12})-(\d{0,12})$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end === undefined || end >= start ? { start, end } : undefined;
}

/**
 * GET /media/{name}: a rendition from whichever storage holds it (the disk
 * or the bucket), with the same headers either way: its type, a year's
 * immutable caching (the name is its content's hash), its ETag (the MD5 of
 * its bytes, as S3 gives it), a 304 for a matching If-None-Match and a 206
 * for a single byte range.
 */
export function mediaRoutes(services: Services) {
  return new Hono().get("/:name", async (c) => {
    const range = rangeOf(c.req.header("range"));
    const ifNoneMatch = c.req.header("if-none-match")?.trim() || undefined;
    const image = await services.images.serve(c.req.param("name"), { range, ifNoneMatch });
    const headers = {
      "Cache-Control": "public, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "cross-origin",
      "Accept-Ranges": "bytes",
    };
    if (!image) return c.text("Not found", 404);
    if (image === "not-modified") return c.body(null, 304, { ...headers, ETag: ifNoneMatch ?? "" });
    if (image === "unsatisfiable") return c.body(null, 416, headers);
    const partial = image.range !== null;
    return c.body(new Uint8Array(image.body), partial ? 206 : 200, {
      ...headers,
      "Content-Type": image.contentType,
      ETag: image.etag,
      ...(image.range
        ? { "Content-Range": `bytes ${image.range.start}-${image.range.end}/${image.size}` }
        : {}),
    });
  });
}
