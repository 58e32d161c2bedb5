/** Spec §2: /admin/team and /admin/profile are placeholders saying they are coming soon. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 rounded-xl border border-dashed border-border bg-surface p-6 text-muted">
        Coming soon. We're building this page next.
      </p>
    </section>
  );
}

export function TeamRoute() {
  return <ComingSoon title="Team" />;
}

export function ProfileRoute() {
  return <ComingSoon title="Profile" />;
}
