/** What went wrong with a change: its status (0: the server could not be reached) and the server's words. */
export type Failure = { status: number; error: string };

/** The status lines of the answers the blog page may give, for spec §8's "Server responded with …". */
const statusTexts: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

const responded = (status: number) => `Server responded with ${status}: ${statusTexts[status] ?? ""}`.trim();

/**
 * Spec §8's words for the blog manager, in one place. The texts are a
 * contract: change them only with the spec.
 */
export const messages = {
  created: "Blog post created successfully!",
  updated: "Blog post updated successfully!",
  required: "Please fill in all required fields",
  editCancelled: "Edit cancelled",
  cancelQuestion: "Are you sure you want to cancel editing? Any unsaved changes will be lost.",
  draftSavedServer: "Draft saved successfully to server!",
  draftSavedLocal: "Draft saved locally! Add title, content, and image to save to server.",
  draftServerFailed: "Draft saved locally, but failed to save to server. Please try again later.",
  draftLoaded: "Draft loaded successfully!",
  noDraft: "No draft found in local storage.",
  draftCorrupt: "Error loading draft. The saved data may be corrupted.",
  /** Ours: a published post under edit is never turned into a draft or copied by Save Draft. */
  draftSavedLocalPublished: "Draft saved locally. The published post stays as it is until you press Update.",
  /** Ours: a writer's save (issue 33): never published by it. */
  writerSaved: "Saved. Submit it for review when it is ready.",
  /** Ours: an edit of a live post that needs review waits (issue 33). */
  staged: "Saved. Readers see the live version until this change is approved and published.",
  editing: (title: string) => `Editing: "${title}"`,
  deleteQuestion: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  deleted: (title: string) => `Blog "${title}" deleted successfully!`,
  deleteFailed: (failure: Failure) =>
    `Error deleting blog: ${failure.status !== 0 && failure.error ? failure.error : "Failed to delete blog"}`,
  listFailed: (status: number) =>
    `Error loading blogs: ${status === 0 ? "Failed to fetch blogs" : responded(status)}`,
  /** The post named by the address (`?edit=`) could not be opened. */
  editFailed: (failure: Failure) =>
    failure.status === 404
      ? "The blog post was not found on the server. It may have been deleted."
      : failure.error || responded(failure.status),
} as const;

/** Spec §8 "Blog save or update": the start, then the first hint that applies. */
export function saveFailed(kind: "create" | "update", failure: Failure): string {
  const start = kind === "create" ? "Error creating blog post. " : "Error updating blog post. ";
  return start + saveHint(failure);
}

export function saveHint(failure: Failure): string {
  if (failure.status === 0) return "Please check if the server is running and try again.";
  if (failure.status === 413) return "Image file is too large. Please use an image smaller than 5MB.";
  if (/required/i.test(failure.error)) return "Please fill in all required fields.";
  if (failure.status === 404) return "The blog post was not found on the server. It may have been deleted.";
  if (failure.status === 401 || failure.status === 403)
    return "You do not have permission to edit this blog post.";
  return failure.error || responded(failure.status);
}
