/**
 * Makes `from` look like `to` (a copy of the same region from a fresh page)
 * while keeping every node the two share: the same tag, and the same id
 * where either has one. Kept nodes keep their identity, so a live region
 * whose text changes is read out, as it would be if it were rendered again
 * by React, and a field keeps what the browser knows of it. The result is
 * `to`'s markup exactly; nodes that `to` lacks go, nodes only it has move in,
 * except the value of `keep` (a field being typed in, with its caret).
 */
const compatible = (a: Node, b: Node) =>
  a.nodeType === b.nodeType &&
  a.nodeName === b.nodeName &&
  (!(a instanceof Element) || a.id === (b as Element).id);

function syncAttributes(from: Element, to: Element, keep?: Node) {
  for (const name of from.getAttributeNames()) if (!to.hasAttribute(name)) from.removeAttribute(name);
  for (const name of to.getAttributeNames()) {
    const value = to.getAttribute(name) ?? "";
    if (from.getAttribute(name) !== value) from.setAttribute(name, value);
  }
  // What a field shows is its value, not its attribute, once it has been typed in; the one
  // still being typed in keeps what it shows.
  if (from === keep) return;
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) {
    if (from.value !== to.value) from.value = to.value;
    from.checked = to.checked;
  } else if (from instanceof HTMLTextAreaElement && to instanceof HTMLTextAreaElement) {
    from.value = to.value;
  }
}

function morphChildren(from: Node, to: Node, keep?: Node) {
  let cursor = from.firstChild;
  for (const next of [...to.childNodes]) {
    let match = cursor;
    while (match && !compatible(match, next)) match = match.nextSibling;
    if (!match) {
      from.insertBefore(next, cursor);
      continue;
    }
    while (cursor && cursor !== match) {
      const gone = cursor;
      cursor = cursor.nextSibling;
      gone.remove();
    }
    morph(match, next, keep);
    cursor = match.nextSibling;
  }
  while (cursor) {
    const gone = cursor;
    cursor = cursor.nextSibling;
    gone.remove();
  }
}

export function morph(from: Node, to: Node, keep?: Node) {
  if (from instanceof Element && to instanceof Element) {
    syncAttributes(from, to, keep);
    morphChildren(from, to, keep);
  } else if (from.nodeValue !== to.nodeValue) {
    from.nodeValue = to.nodeValue;
  }
}
