import { rolldown } from "rolldown";
import type { Plugin } from "vite";

/** The kinds of script a page can hold, by the suffix that asks for one, and the format each is bundled as. */
const formats = { "?inline-script": "esm", "?inline-classic-script": "iife" } as const;
type Suffix = keyof typeof formats;
const suffixOf = (id: string) => (Object.keys(formats) as Suffix[]).find((suffix) => id.endsWith(suffix));

/**
 * `import code from "./x.ts?inline-script"` gives the module `x.ts`, bundled
 * with what it imports and minified, as a string: for a `<script
 * type="module">` written into the page itself (app/root.tsx), so a page
 * that does not hydrate gets its few KB of behaviour with no request and no
 * framework. Each page's Content-Security-Policy lists it by hash. In the
 * browser's build the string is empty. The same in `npm run dev`, where the
 * page's sources are watched (see `load`).
 *
 * `?inline-classic-script` gives the same for a classic `<script>`, which
 * runs where it stands rather than after the document is parsed: the
 * module's code wrapped in a function, so its names stay its own.
 */
export function inlineScript(): Plugin {
  return {
    name: "anvaya:inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      const suffix = suffixOf(source);
      if (!suffix) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      const suffix = suffixOf(id);
      if (!suffix) return null;
      // Only the server writes the script into the page: the browser's copy of a route
      // module (the back office, the only part that hydrates) needs no text.
      if (this.environment.config.consumer === "client") return 'export default "";';
      const file = id.slice(0, -suffix.length);
      const bundle = await rolldown({ input: file, platform: "browser", logLevel: "silent" });
      try {
        const { output } = await bundle.generate({ format: formats[suffix], minify: true });
        // The sources join the module graph as this module's imports: in `npm run dev` an
        // edit to any of them bundles it again, and server/dev.ts reloads the page.
        for (const chunk of output) {
          if (chunk.type !== "chunk") continue;
          for (const module of chunk.moduleIds) if (!module.startsWith("\0")) this.addWatchFile(module);
        }
        return `export default ${JSON.stringify(output[0].code.trim())};`;
      } finally {
        await bundle.close();
      }
    },
  };
}
