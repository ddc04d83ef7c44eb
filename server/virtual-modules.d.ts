// React Router's server build, as its Vite plugin provides it to server/entry.ts.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  export const allowedActionOrigins: ServerBuild["allowedActionOrigins"];
  export const assets: ServerBuild["assets"];
  export const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
  export const basename: ServerBuild["basename"];
  export const entry: ServerBuild["entry"];
  export const future: ServerBuild["future"];
  export const isSpaMode: ServerBuild["isSpaMode"];
  export const prerender: ServerBuild["prerender"];
  export const publicPath: ServerBuild["publicPath"];
  export const routeDiscovery: ServerBuild["routeDiscovery"];
  export const routes: ServerBuild["routes"];
  export const ssr: ServerBuild["ssr"];
}

/** A module bundled and minified into a string, for a script written into the page (app/enhance/inline-script.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** The same for a classic script, run where it stands (app/enhance/inline-script.ts). */
declare module "*?inline-classic-script" {
  const code: string;
  export default code;
}
