import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({ title: "How It Works", description: "How It Works.", path: "/how-it-works" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">How It Works</h1>
    </section>
  );
}
