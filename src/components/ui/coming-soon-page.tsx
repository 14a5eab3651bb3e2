/** The one placeholder for every screen that is not built yet: says so plainly, offers nothing fake. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${title} · SmallBiz CRM`}</title>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">{title} is coming soon</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">This part of the app is not built yet.</p>
    </section>
  );
}
