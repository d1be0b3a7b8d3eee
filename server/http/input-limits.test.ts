import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../contract/api/routes';
import { type ConfigError, loadConfig } from '../config';
import { DESIGN_ROUTES, inputLimits, routeLimits, sizeInWords } from './input-limits';

describe('input limits', () => {
  it('default to a small body everywhere but the routes that take a whole design', () => {
    const limits = inputLimits(loadConfig({}));
    expect(limits).toEqual({
      bodyBytes: 65_536,
      designBodyBytes: 4_194_304,
      jsonDepth: 64,
      jsonKeys: 5000,
      designJsonKeys: 300_000,
      queryBytes: 4096,
    });
    expect(routeLimits('POST', '/webapp/api/print/update', limits)).toEqual({
      bodyBytes: 4_194_304,
      json: { maxDepth: 64, maxKeys: 300_000 },
    });
    expect(routeLimits('POST', '/webapp/api/print/', limits).bodyBytes).toBe(4_194_304);
    for (const [method, path] of [
      ['POST', '/webapp/api/print/duplicate'],
      ['PUT', '/webapp/api/print/update'],
      ['POST', '/webapp/api/suggestions/captions'],
    ] as const) {
      expect(routeLimits(method, path, limits), `${method} ${path}`).toEqual({
        bodyBytes: 65_536,
        json: { maxDepth: 64, maxKeys: 5000 },
      });
    }
  });

  it('name design routes that exist in the API description', () => {
    for (const route of DESIGN_ROUTES)
      expect(API_ROUTES.some((r) => r.method === route.method && r.path === route.path)).toBe(true);
  });

  it('come from the environment, which is checked', () => {
    const config = loadConfig({
      API_BODY_LIMIT_BYTES: '2048',
      API_DESIGN_BODY_LIMIT_BYTES: '1048576',
      API_JSON_DEPTH_LIMIT: '16',
      API_JSON_KEYS_LIMIT: '200',
      API_DESIGN_JSON_KEYS_LIMIT: '1000',
      API_QUERY_LIMIT_BYTES: '512',
      HTTP_HEADER_LIMIT_BYTES: '8192',
    });
    expect(inputLimits(config)).toEqual({
      bodyBytes: 2048,
      designBodyBytes: 1_048_576,
      jsonDepth: 16,
      jsonKeys: 200,
      designJsonKeys: 1000,
      queryBytes: 512,
    });
    expect(config.HTTP_HEADER_LIMIT_BYTES).toBe(8192);
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ API_BODY_LIMIT_BYTES: '64k' })).toEqual([
      'API_BODY_LIMIT_BYTES must be a whole number of bytes (got "64k")',
    ]);
    expect(problems({ API_JSON_DEPTH_LIMIT: '2' })).toEqual([
      'API_JSON_DEPTH_LIMIT must be at least 8 (got "2")',
    ]);
    expect(problems({ API_BODY_LIMIT_BYTES: '8388608' })).toEqual([
      'API_DESIGN_BODY_LIMIT_BYTES must not be smaller than API_BODY_LIMIT_BYTES',
    ]);
    expect(problems({ API_JSON_KEYS_LIMIT: '400000' })).toEqual([
      'API_DESIGN_JSON_KEYS_LIMIT must not be smaller than API_JSON_KEYS_LIMIT',
    ]);
  });

  it('are told in words', () => {
    expect(sizeInWords(65_536)).toBe('64 KB');
    expect(sizeInWords(4_194_304)).toBe('4 MB');
    expect(sizeInWords(1536)).toBe('1536 bytes');
    expect(sizeInWords(1000)).toBe('1000 bytes');
  });
});
