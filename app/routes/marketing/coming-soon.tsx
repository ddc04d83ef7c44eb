import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({ title: "Coming Soon", description: "Coming Soon.", path: "/coming-soon" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">Coming Soon</h1>
    </section>
  );
}
