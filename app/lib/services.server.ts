import { createContext, type RouterContextProvider } from "react-router";
import type { Services } from "#server/services/index.ts";

/**
 * The one bridge from route modules to the server. `server/http/app.ts` sets
 * these router-context keys for every request; loaders and actions read them
 * through `servicesOf` and `clientOf`. The server and the routes are one
 * module graph (server/entry.ts is the build's entry), so the keys are the
 * same objects on both sides. Server-only: the `.server.ts` name keeps it
 * out of the browser bundle.
 */
export const servicesContext = createContext<Services>();

/** The client's address as the HTTP layer sees it (for rate limits). */
export const clientAddressContext = createContext<string>("unknown");

/** The services, for a loader or action. */
export const servicesOf = (context: Readonly<RouterContextProvider>): Services =>
  context.get(servicesContext);

/** Who is asking, for a service's rate limit. */
export const clientOf = (context: Readonly<RouterContextProvider>): string =>
  context.get(clientAddressContext);

/** Runs a service call for an action: its value, or the failure to show beside the form. */
export { attempt } from "#server/http/errors.ts";
