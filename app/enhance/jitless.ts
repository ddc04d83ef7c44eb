/**
 * Imported first by a page script that checks a form with a zod schema:
 * zod otherwise probes `new Function` as each object schema is made, which
 * our Content-Security-Policy blocks (and the console reports). Schemas are
 * built when their module runs, so this module must run before theirs.
 */
import { z } from "zod/mini";

z.config({ jitless: true });
