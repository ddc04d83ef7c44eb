import { createContext } from "react-router";
import type { Services } from "#server/services/index.ts";

/**
 * Router-context keys under which server/http/app.ts hands the services, and
 * who is asking, to loaders and actions (`context.get(servicesContext)`).
 * Server-only: the `.server.ts` name keeps it out of the browser bundle.
 */
export const servicesContext = createContext<Services>();

/** The client's address as the HTTP layer sees it (for rate limits). */
export const clientAddressContext = createContext<string>("unknown");
