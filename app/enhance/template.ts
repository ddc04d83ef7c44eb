/**
 * A copy of what a `<template>` holds. The parser puts it in `content`; where
 * React rendered the template in the browser (a page that hydrates, in
 * development), its children are the element's own.
 */
export function copyOfTemplate(template: HTMLTemplateElement): DocumentFragment {
  const copy = document.createDocumentFragment();
  const source = template.content.childNodes.length > 0 ? template.content : template;
  for (const node of source.childNodes) copy.append(node.cloneNode(true));
  return copy;
}
