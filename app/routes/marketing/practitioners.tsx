import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta({
    title: "For Practitioners",
    description: "For Practitioners.",
    path: "/solutions/practitioners",
  });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">
        AI-Powered Mental Health CRM for Clinics & Practitioners
      </h1>
    </section>
  );
}
