import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink } from '../analytics/track';
import { startFlags } from './growthbook';
import { useFeatureValue } from './use-feature-value';

const FEATURES = {
  status: 200,
  features: {
    'home-cta-style': {
      defaultValue: 'solid',
      rules: [
        {
          key: 'home-cta-style',
          // Everyone in the second variation, so the test knows which one this visitor gets.
          variations: ['solid', 'accent'],
          weights: [0, 1],
          coverage: 1,
          hashAttribute: 'id',
          meta: [
            { key: 'solid', name: 'Solid button' },
            { key: 'accent', name: 'Accent button' },
          ],
        },
      ],
    },
  },
};

function Cta() {
  return <p>{useFeatureValue('home-cta-style', 'fallback')}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAnalyticsSink(null);
});

describe('feature flags without a provider', () => {
  it('read as the fallback until the SDK has loaded, then as the experiment’s variation, joined once', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) => Response.json(FEATURES));
    vi.stubGlobal('fetch', fetch);
    const events: { name: string; properties?: Record<string, unknown> }[] = [];
    setAnalyticsSink((event) => events.push(event));

    render(<Cta />);
    expect(screen.getByText('fallback')).toBeTruthy();
    // Nothing is asked for before the shell starts the flags.
    expect(fetch).not.toHaveBeenCalled();

    await act(() => startFlags('visitor-1'));
    expect(await screen.findByText('accent')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/webapp\/api\/features\/sdk-bindery$/);
    const joined = events.filter((e) => e.name === 'experimentJoined');
    expect(joined).toHaveLength(1);
    expect(joined[0]?.properties).toMatchObject({
      experimentId: 'home-cta-style',
      variationId: 'accent',
      variationName: 'Accent button',
    });
  });
});
