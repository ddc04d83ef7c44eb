import type { ImageService } from "#server/services/images.ts";
import type { Metrics } from "./metrics.ts";

/** The image service, counting each upload that passed its checks and its size (`store` goes through `prepare`). */
export function countedImages(images: ImageService, metrics: Metrics): ImageService {
  const prepare = images.prepare.bind(images);
  images.prepare = async (bytes) => {
    const prepared = await prepare(bytes);
    metrics.imageUploaded(bytes.byteLength);
    return prepared;
  };
  return images;
}
