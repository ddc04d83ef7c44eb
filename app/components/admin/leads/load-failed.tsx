/**
 * A staff view that could not be loaded at all (the server did not answer):
 * say so, offer a retry. Drawn inside the staff layout's frame.
 */
export function LoadFailed({ title, retryHref }: { title: string; retryHref: string }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">{title}</h1>
      <p className="mt-3 text-muted">The server did not answer. Check your connection and try again.</p>
      <a
        href={retryHref}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand underline"
      >
        Try again
      </a>
    </section>
  );
}
