/**
 * The first of `offered` (the server's preference order) that an `Accept-Encoding` header accepts:
 * named, or covered by `*`, with a q-value above 0 (RFC 9110 §12.5.3); null when none is.
 */
export function chooseEncoding<Encoding extends string>(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[],
): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  return offered.find((encoding) => (accepted.get(encoding) ?? wildcard ?? 0) > 0) ?? null;
}
