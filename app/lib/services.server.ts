import { createContext } from "react-router";
import type { Services } from "#server/services/index.ts";

/**
 * The router-context key under which server/http/app.ts hands the services to
 * loaders and actions (`context.get(servicesContext)`). Server-only: the
 * `.server.ts` name keeps it out of the browser bundle.
 */
export const servicesContext = createContext<Services>();
