import { z } from "zod/mini";
import { pageParam } from "./paging.ts";

/** The Mail view's query (`GET /api/mail/failed`): a page of mail that failed for good. */
export const failedMailQuerySchema = z.object({ page: pageParam() });
