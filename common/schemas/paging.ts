import { z } from "zod/mini";
import { listLimits } from "#common/constants.ts";
import { text } from "./text.ts";

/**
 * `page` of a list's query string: a whole number from 1 to
 * `listLimits.maxPage`, 1 when absent. The bound keeps `page=1e308` a 400
 * rather than an offset the store cannot take.
 */
export const pageParam = () => {
  const message = `Page is a whole number from 1 to ${listLimits.maxPage}.`;
  return z._default(
    z.coerce
      .number({ error: message })
      .check(z.int(message), z.minimum(1, "Page starts at 1."), z.maximum(listLimits.maxPage, message)),
    1,
  );
};

/** `limit` of a list's query string: a whole number from 1 to `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) => {
  const message = `Limit is 1 to ${max}.`;
  return z._default(
    z.coerce.number({ error: message }).check(z.int(message), z.minimum(1, message), z.maximum(max, message)),
    fallback,
  );
};

/** `search` of a list's query string: trimmed, at most `listLimits.search` characters. */
export const searchParam = () => z.optional(text({ max: listLimits.search }));
