/**
 * The intent of the editor's preview posts, on its own: the staff frame
 * (routes/admin/layout.tsx), in every back-office page's bundle, reads it
 * without the editor's modules.
 */
export const previewIntent = "preview";

/**
 * A post that only asks for the preview: it changes nothing, so no loader
 * of the page or of its frame needs to read again after it.
 */
export const isPreviewPost = (formData: FormData | undefined) => formData?.get("intent") === previewIntent;
