import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta({ title: "Home", description: "Home.", path: "/" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">
        Empowering Practitioners. Elevating Clients Journeys.
      </h1>
    </section>
  );
}
