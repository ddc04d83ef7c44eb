import { X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { blogLimits, imageTooLargeMessage } from "#common/constants.ts";

/** A file chosen in this browser, not uploaded yet. */
export type LocalImage = { file: File; url: string; width: number; height: number };

/** The picture's size, for the preview's layout; 0 × 0 when the browser cannot read it. */
function measure(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve({ width: 0, height: 0 });
    img.src = url;
  });
}

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type ImageFieldProps = {
  id: string;
  chosen: LocalImage | null;
  /** The stored image of the post being edited. */
  current: string | null;
  required: boolean;
  error?: string;
  onChoose: (image: LocalImage | null) => void;
  onError: (error: string | undefined) => void;
};

/**
 * The featured image (spec §5), a plain file field of the form (`image`), so
 * it is sent with or without JavaScript. With it, the 5 MB check happens
 * here, before any upload (the page's action checks again, and the image
 * pipeline decides the type from the bytes), and the picture is shown.
 */
export function ImageField({ id, chosen, current, required, error, onChoose, onError }: ImageFieldProps) {
  const shown = chosen?.url ?? current;
  return (
    <div>
      <Field
        id={id}
        name="image"
        label="Featured image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        required={required}
        error={error}
        hint={
          current
            ? "Choose a file only to replace the current image. JPEG, PNG, WebP, AVIF or GIF, less than 5MB."
            : "JPEG, PNG, WebP, AVIF or GIF, less than 5MB. It is shown at the top of the article."
        }
        onChange={async (event) => {
          const input = event.target;
          const file = input.files?.[0];
          if (!file) {
            onChoose(null);
            return;
          }
          if (file.size > blogLimits.imageBytes) {
            input.value = "";
            onChoose(null);
            onError(imageTooLargeMessage);
            toast.error(imageTooLargeMessage, { duration: 5000 });
            return;
          }
          onError(undefined);
          const url = URL.createObjectURL(file);
          onChoose({ file, url, ...(await measure(url)) });
        }}
        controlClassName="border-dashed file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-tint file:px-4 file:font-semibold file:text-brand-deep"
      />
      {shown && (
        <figure className="mt-3 flex flex-wrap items-end gap-4">
          <img
            src={shown}
            alt=""
            className="h-32 w-auto max-w-full rounded-md border border-line object-cover"
          />
          <figcaption className="text-muted text-sm">
            {chosen ? (
              <>
                New image: {chosen.file.name}, {kilobytes(chosen.file.size)}
                <Button
                  variant="ghost"
                  className="ml-2 px-2"
                  onClick={() => {
                    const input = document.getElementById(id);
                    if (input instanceof HTMLInputElement) input.value = "";
                    onChoose(null);
                  }}
                >
                  <X aria-hidden="true" />
                  Remove<span className="sr-only"> the new image</span>
                </Button>
              </>
            ) : (
              "Current image"
            )}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
