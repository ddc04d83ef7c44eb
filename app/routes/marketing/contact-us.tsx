import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta({ title: "Contact Us", description: "Contact Us.", path: "/contact-us" });

export default function Page() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">Contact Us</h1>
    </section>
  );
}
