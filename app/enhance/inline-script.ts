import { rolldown } from "rolldown";
import type { Plugin } from "vite";

const suffix = "?inline-script";

/**
 * `import code from "./x.ts?inline-script"` gives the module `x.ts`, bundled
 * with what it imports and minified, as a string: for a `<script
 * type="module">` written into the page itself (app/root.tsx), so a page
 * that does not hydrate gets its few KB of behaviour with no request and no
 * framework. Each page's Content-Security-Policy lists it by hash. In the
 * browser's build the string is empty.
 */
export function inlineScript(): Plugin {
  return {
    name: "anvaya:inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      // Only the server writes the script into the page: the browser's copy of a route
      // module (a page that hydrates in development, the back office) needs no text.
      if (this.environment.config.consumer === "client") return 'export default "";';
      const file = id.slice(0, -suffix.length);
      const bundle = await rolldown({ input: file, platform: "browser", logLevel: "silent" });
      try {
        const { output } = await bundle.generate({ format: "esm", minify: true });
        for (const chunk of output) if (chunk.type === "chunk") this.addWatchFile(chunk.fileName);
        for (const module of output[0].moduleIds) this.addWatchFile(module);
        return `export default ${JSON.stringify(output[0].code.trim())};`;
      } finally {
        await bundle.close();
      }
    },
  };
}
