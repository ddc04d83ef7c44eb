import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta({ title: "Our Team", description: "Our Team.", path: "/our-team" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">Our Team</h1>
    </section>
  );
}
