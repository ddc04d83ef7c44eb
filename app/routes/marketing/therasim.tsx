import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({ title: "TheraSim", description: "TheraSim.", path: "/solutions/therasim" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">TheraSim: practise therapy with AI patients</h1>
    </section>
  );
}
