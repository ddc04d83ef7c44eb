import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({ title: "Request a Demo", description: "Request a Demo.", path: "/request-a-demo" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">Request a Demo</h1>
    </section>
  );
}
