import { englishPathOf } from "#common/i18n/locale.ts";
import { blogPreviewPath, leadPaths, staffPaths } from "#common/staff-paths.ts";
import { leadKinds } from "#server/services/lead-kinds/registry.ts";
import { bodyLimits } from "./body-limits.ts";
import { readWithin, withBody } from "./bounded-body.ts";
import { multipartBoundary, readMultipart } from "./multipart.ts";

/*
 * The pages' own form posts (the forms that work without JavaScript, and the
 * staff screens' actions) are read by React Router, which would read any
 * body of any type. Here they are bounded and checked first: a body over its
 * page's limit is a 413 before more is read, a type that no form sends a 415,
 * a form that does not parse a 400. What passes is handed on read, from
 * memory.
 */

// A form sends its fields percent-encoded: each byte of a non-ASCII
// character (Hindi, Tamil, …) becomes three, so a page's limit is three times
// the API's for the same fields as JSON.
const encoded = (bytes: number) => bytes * 3;

const KiB = 1024;

/** The largest form post each page reads; pages without a form of their own get the smallest. */
function limitFor(pathname: string): number {
  // A Hindi page (issue 36) posts as its English one does.
  const path = englishPathOf(
    pathname
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .toLowerCase(),
  );
  // A public form's page, as its kind says.
  const form = leadKinds.kinds.find((kind) => kind.intake.pages.includes(path));
  if (form) return encoded(form.intake.bodyLimit);
  // The blog editor posts a post with its image (5 MB, sent as is in a
  // multipart form), as the API takes it; its preview, the whole text.
  if (path === staffPaths.blog) return bodyLimits.blogUpload;
  if (path === blogPreviewPath) return bodyLimits.blogText;
  // Settings may bring a leader's photo (5 MB, sent as is in a multipart form).
  if (path === leadPaths.settings) return bodyLimits.blogUpload;
  return encoded(bodyLimits.staffJson);
}

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

const refusal = (status: 400 | 413 | 415, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * A page's post, read and checked: the request to hand to React Router (its
 * body now in memory), or the refusal to answer instead. GET and HEAD pass
 * untouched.
 */
export async function readPagePost(request: Request): Promise<Request | Response> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const limit = limitFor(new URL(request.url).pathname);
  if (!formTypes.test(request.headers.get("content-type") ?? "")) {
    // Read what was sent, so that the sender reads the answer.
    await readWithin(request, 0);
    return refusal(
      415,
      "Send this form as a web form (application/x-www-form-urlencoded or multipart/form-data).",
    );
  }
  const read = await readWithin(request, limit);
  if (!read.ok) {
    const response = refusal(
      413,
      `This form is too large to send (limit ${Math.round(limit / KiB)} KB). Please shorten it.`,
    );
    if (!read.drained) response.headers.set("Connection", "close");
    return response;
  }
  // A form that does not parse would fail in the page's action: say so here.
  // Read where it lies, with no copy (a URL-encoded form always parses).
  const type = request.headers.get("content-type") ?? "";
  if (multipartBoundary(type) !== null || /^multipart\//i.test(type)) {
    if (readMultipart(read.bytes, type) === null) {
      return refusal(400, "This form could not be read. Please send it again.");
    }
  }
  return withBody(request, read.bytes);
}
