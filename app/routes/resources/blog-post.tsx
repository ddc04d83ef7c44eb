export default function BlogPost() {
  return (
    <section className="container-page py-16">
      <h1 className="font-bold text-3xl md:text-5xl">Article Not Found</h1>
    </section>
  );
}
