import MarkdownIt from "markdown-it";

/**
 * The one Markdown renderer of the product: a post's content becomes HTML
 * here, on the server, for the article page and the editor's preview alike.
 *
 * Safe by construction rather than by cleaning afterwards:
 * - `html: false`: raw HTML in the source is escaped, never passed through;
 * - links are kept only for http(s), mailto, tel and addresses on this site
 *   (relative paths, `#anchors`); `javascript:`, `data:` and the rest stay text;
 * - images in the body are off: a post has one featured image, uploaded and
 *   re-encoded by us; a body image would load from anywhere, unchecked;
 * - links to other sites get `rel="noopener noreferrer"`.
 *
 * Headings start at h2: the article's title is its one h1.
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

md.disable("image");

const scheme = /^([a-z][a-z0-9+.-]*):/i;
const allowedSchemes = new Set(["http", "https", "mailto", "tel"]);

/** Relative addresses and anchors pass; an address with a scheme passes only for the four above. */
md.validateLink = (url: string): boolean => {
  const trimmed = url.trim();
  if (trimmed === "") return false;
  const given = scheme.exec(trimmed)?.[1];
  return given === undefined || allowedSchemes.has(given.toLowerCase());
};

/** An address on another site: absolute http(s), or protocol-relative. */
const external = (href: string) => /^(https?:)?\/\//i.test(href);

const defaultLinkOpen: NonNullable<typeof md.renderer.rules.link_open> = (
  tokens,
  index,
  options,
  _env,
  self,
) => self.renderToken(tokens, index, options);
const linkOpen = md.renderer.rules.link_open ?? defaultLinkOpen;

md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && external(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener noreferrer");
  return linkOpen(tokens, index, options, env, self);
};

md.core.ruler.push("demote_h1", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") {
      token.tag = "h2";
    }
  }
});

/** A post's Markdown as sanitised HTML (see the module's note for what passes). */
export function renderMarkdown(source: string): string {
  return md.render(source.replace(/\r\n?/g, "\n"));
}
