import { CircleCheck } from "lucide-react";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { type MetaArgs, pageMeta } from "#app/lib/meta.ts";

export const meta = ({ matches }: MetaArgs) => [
  ...pageMeta({
    matches,
    title: "Demo request received",
    description: "Thank you for your demo request. We reply within 24 hours.",
    path: "/request-a-demo/sent",
  }),
  { name: "robots", content: "noindex" },
];

// Content alone: no framework in the browser (app/root.tsx).
export const handle = { hydrate: false };

/** Where the demo form lands after a successful post without JavaScript. */
export default function DemoRequestSent() {
  return (
    <section className="container-read py-16 text-center md:py-24">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
      <h1 className="mt-4 font-bold text-3xl md:text-5xl">Thank you, your demo request is in</h1>
      <p className="mt-4 text-lg text-muted">
        Demo request submitted successfully! We'll get back to you soon: a member of our team replies within
        24 hours to find a time that suits you.
      </p>
      <HeroActions
        primary={{ label: "Go Home", to: "/" }}
        secondary={{ label: "See how it works", to: "/how-it-works" }}
        size="md"
        align="center"
        className="mt-8"
      />
    </section>
  );
}
