/**
 * A Hindi page's first script (app/root.tsx writes it as the body starts, a
 * classic script, so it runs before the first layout; the stylesheet above
 * it is parsed by then). When the device has none of the Devanagari faces
 * the font rule names (its `local()` sources, read from the rule itself, so
 * the list lives in app/styles/app.css alone), it preloads the rule's file,
 * so the letters come with the first paint more often than after it. A
 * device with a face of its own (nearly every one that reads Hindi) fetches
 * nothing, as before. Without JavaScript, or on a page in English, the file
 * is fetched as the rule says, once a Devanagari letter is laid out.
 */

// Every sheet is the page's own (the stylesheet is inlined), so each can be read.
const rule = [...document.styleSheets]
  .flatMap((sheet) => [...sheet.cssRules])
  .find(
    (rule): rule is CSSFontFaceRule =>
      rule instanceof CSSFontFaceRule && rule.style.fontFamily.includes("Devanagari"),
  );
const sources = rule?.style.getPropertyValue("src") ?? "";
const fileAt = sources.indexOf("url(");
// The rule lists the device's faces first (`local(…), …`), then the site's file (`url(…)`).
if (fileAt > 0) {
  const faces = sources.slice(0, fileAt).replace(/,\s*$/, "");
  new FontFace("device", faces).load().catch(() => {
    const link = document.createElement("link");
    Object.assign(link, {
      rel: "preload",
      as: "font",
      crossOrigin: "",
      href: /url\("?([^")]+)/.exec(sources)?.[1],
    });
    document.head.append(link);
  });
}
