import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { simulatorApp, startSimulator } from './simulator/simulator';

const SIM = {
  clientKey: 'k',
  clientSecret: 's',
  webhookSecret: 'w'.repeat(16),
  controlToken: 't'.repeat(24),
};

describe('the print partner simulator is no way in', () => {
  it('answers /_control only over a loopback socket', async () => {
    // app.request has no socket, so no address to trust: refused even with the right token.
    const { app, stop } = simulatorApp(SIM);
    const res = await app.request('/_control/state', {
      headers: { Authorization: `Bearer ${SIM.controlToken}` },
    });
    expect(res.status).toBe(403);
    stop();
  });

  it('answers /_control on loopback with the token only', async () => {
    const sim = await startSimulator(SIM);
    try {
      const state = (headers: Record<string, string>) =>
        fetch(`${sim.url}/_control/state`, { headers }).then((r) => r.status);
      expect(await state({})).toBe(401);
      expect(await state({ Authorization: 'Bearer not-the-token' })).toBe(401);
      expect(await state({ Authorization: `Bearer ${SIM.controlToken}` })).toBe(200);
      const tick = await fetch(`${sim.url}/_control/tick`, { method: 'POST', body: '{"ms":1}' });
      expect(tick.status).toBe(401);
    } finally {
      await sim.stop();
    }
  });

  it('makes a control token when none is given', () => {
    const a = simulatorApp({ ...SIM, controlToken: undefined });
    const b = simulatorApp({ ...SIM, controlToken: undefined });
    expect(a.controlToken.length).toBeGreaterThanOrEqual(24);
    expect(a.controlToken).not.toBe(b.controlToken);
  });

  it('is the default, and a production server refuses to start with it', () => {
    expect(loadConfig({}).PRINT_PARTNER).toBe('lulu');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/print partner simulator/);
    expect(loadConfig({ NODE_ENV: 'production', PRINT_PARTNER: 'file-system' }).PRINT_PARTNER).toBe(
      'file-system',
    );
    const real = {
      NODE_ENV: 'production',
      LULU_API_URL: 'https://api.lulu.com',
      LULU_CLIENT_KEY: 'key',
      LULU_CLIENT_SECRET: 'secret',
      LULU_WEBHOOK_SECRET: 'a-webhook-secret-of-length',
    };
    expect(loadConfig(real).LULU_API_URL).toBe('https://api.lulu.com');
    expect(() => loadConfig({ ...real, LULU_CLIENT_SECRET: '' })).toThrow(/LULU_CLIENT_SECRET/);
  });
});
