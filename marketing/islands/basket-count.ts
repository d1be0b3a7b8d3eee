/** Fills the header's basket badge from GET /webapp/api/basket/count, with a plural-aware label. */
export async function mountBasketCount(root: HTMLElement, fetcher: typeof fetch = fetch): Promise<void> {
  const badge = root.querySelector<HTMLElement>('[data-count]');
  if (!badge) return;
  let count = 0;
  try {
    const res = await fetcher('/webapp/api/basket/count', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return;
    const body = (await res.json()) as { count?: unknown };
    if (typeof body.count !== 'number' || !Number.isFinite(body.count)) return;
    count = body.count;
  } catch {
    // Offline or the API is down: the badge keeps showing 0 and the link still works.
    return;
  }
  badge.textContent = String(count);
  let forms: Record<string, string> = {};
  try {
    forms = JSON.parse(root.dataset.forms ?? '{}') as Record<string, string>;
  } catch {
    forms = {};
  }
  const category = new Intl.PluralRules(document.documentElement.lang || 'en').select(count);
  const label = forms[category] ?? forms.other;
  if (label) root.setAttribute('aria-label', label.replace('{{count}}', String(count)));
}
