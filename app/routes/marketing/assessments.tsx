import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({ title: "Assessments", description: "Assessments.", path: "/solutions/assessments" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">Assessments</h1>
    </section>
  );
}
