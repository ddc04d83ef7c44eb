import { data } from "react-router";
import { NotFoundScreen } from "#app/components/sections/not-found-screen.tsx";
import type { MetaArgs } from "#app/lib/meta.ts";
import { interfaceTextIn } from "#app/lib/site.ts";

export const meta = ({ matches }: MetaArgs) => [
  { title: interfaceTextIn(matches).notFoundTitle },
  { name: "robots", content: "noindex" },
];

export function loader() {
  return data(null, { status: 404 });
}

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

export default function NotFound() {
  return <NotFoundScreen />;
}
