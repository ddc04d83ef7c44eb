import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders headings from h2 down, the title being the page's one h1", () => {
    const html = renderMarkdown("# Top\n\n## Why it matters\n\n### Detail");
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h2>Why it matters</h2>");
    expect(html).toContain("<h3>Detail</h3>");
    expect(html).not.toContain("<h1");
  });

  it("renders lists, emphasis, quotes, and keeps single line breaks", () => {
    const html = renderMarkdown(
      "- one\n- **two**\n\n1. first\n2. _second_\n\n> A quote\n\nLine one\nLine two\r\nLine three",
    );
    expect(html).toContain("<ul>\n<li>one</li>\n<li><strong>two</strong></li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n<li><em>second</em></li>\n</ol>");
    expect(html).toContain("<blockquote>\n<p>A quote</p>\n</blockquote>");
    expect(html).toContain("<p>Line one<br>\nLine two<br>\nLine three</p>");
  });

  it("gives links to other sites rel=noopener noreferrer, and leaves the site's own alone", () => {
    const html = renderMarkdown(
      "[WHO](https://www.who.int/health-topics/mental-health) and [our FAQ](/faqs) and https://www.example.org/guide",
    );
    expect(html).toContain(
      '<a href="https://www.who.int/health-topics/mental-health" rel="noopener noreferrer">WHO</a>',
    );
    expect(html).toContain('<a href="/faqs">our FAQ</a>');
    // A bare address becomes a link too (linkify).
    expect(html).toContain(
      '<a href="https://www.example.org/guide" rel="noopener noreferrer">https://www.example.org/guide</a>',
    );
    expect(html).not.toContain("target=");
  });

  it("keeps mailto and tel links", () => {
    const html = renderMarkdown("[Write](mailto:care@example.org) or [call](tel:14416)");
    expect(html).toContain('<a href="mailto:care@example.org">Write</a>');
    expect(html).toContain('<a href="tel:14416">call</a>');
  });

  it("escapes raw HTML, so a script never reaches the page", () => {
    const html = renderMarkdown(
      'Hello <script>alert("x")</script>\n\n<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("turns javascript:, data: and other schemes into plain text, however they are spelt", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "&#106;avascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "data:image/png;base64,iVBORw0KGgo=",
      "file:///etc/passwd",
    ]) {
      const html = renderMarkdown(`[click](${href}) <${href}>`);
      expect(html, href).not.toContain("<a");
    }
  });

  it("leaves body images out: a post has one featured image, uploaded and checked", () => {
    const html = renderMarkdown("![tracker](https://example.org/pixel.gif)");
    expect(html).not.toContain("<img");
  });
});
