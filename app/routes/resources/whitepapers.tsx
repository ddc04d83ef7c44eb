import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({ title: "White Paper", description: "White Paper.", path: "/resources/whitepapers" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">White Paper</h1>
    </section>
  );
}
