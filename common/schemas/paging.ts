import { z } from "zod/mini";
import { listLimits } from "#common/constants.ts";
import { text } from "./text.ts";

/**
 * A whole number as a query string writes it: decimal digits only, so that
 * `0x10`, ` 2` or `1e3` are refused rather than read as something else (a
 * number passed in code is taken as it is).
 */
const wholeNumber = (message: string) =>
  z.pipe(
    z.pipe(
      z.transform((value: unknown) => (typeof value === "number" ? String(value) : value)),
      z.string({ error: message }).check(z.regex(/^[0-9]{1,15}$/, message)),
    ),
    z.transform((value) => Number(value)),
  );

/**
 * `page` of a list's query string: a whole number from 1 to
 * `listLimits.maxPage`, 1 when absent. The bound keeps `page=1e308` a 400
 * rather than an offset the store cannot take.
 */
export const pageParam = () => {
  const message = `Page is a whole number from 1 to ${listLimits.maxPage}.`;
  return z._default(
    z.pipe(
      wholeNumber(message),
      z
        .number()
        .check(z.int(message), z.minimum(1, "Page starts at 1."), z.maximum(listLimits.maxPage, message)),
    ),
    1,
  );
};

/** `limit` of a list's query string: a whole number from 1 to `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) => {
  const message = `Limit is 1 to ${max}.`;
  return z._default(
    z.pipe(
      wholeNumber(message),
      z.number().check(z.int(message), z.minimum(1, message), z.maximum(max, message)),
    ),
    fallback,
  );
};

/** `search` of a list's query string: trimmed, at most `listLimits.search` characters. */
export const searchParam = () => z.optional(text({ max: listLimits.search }));

/**
 * `owner` of a lead list's query (issue 32): `mine` (the staff member
 * asking), `none` (unassigned) or a staff account's id.
 */
export const ownerParam = () =>
  z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(?:mine|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
          "Owner is mine, none or a staff account's id.",
        ),
      ),
  );
