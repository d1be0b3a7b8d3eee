import { describe, expect, it } from 'vitest';
import { findingText, refusalOf } from './refusal';

describe('refusalOf', () => {
  it("reads the server's 422 and its findings, and nothing from other answers", () => {
    const body = {
      error: {
        code: 'NOT_ORDERABLE',
        message: '“Summer” cannot be ordered yet: The photo on page 1 has not finished uploading yet.',
        findings: [{ code: 'PHOTO_NOT_UPLOADED', message: 'The photo on page 1 …', values: {} }, { nope: 1 }],
      },
    };
    expect(refusalOf(body)).toEqual({
      message: body.error.message,
      findings: [body.error.findings[0]],
    });
    expect(refusalOf(null)).toBeNull();
    expect(refusalOf({ print: {} })).toBeNull();
  });
});

describe('findingText', () => {
  const t = ((key: string, values: Record<string, number>) => `${key} ${JSON.stringify(values)}`) as never;
  it("words known findings from the app's keys and falls back to the server's words", () => {
    expect(
      findingText(t, { code: 'PAGE_COUNT', message: 'x', values: { count: 3, min: 20, max: 100, step: 2 } }),
    ).toBe('printChecks.pageCount {"count":3,"min":20,"max":100,"step":2}');
    expect(findingText(t, { code: 'SOMETHING_NEW', message: 'The server says so.' })).toBe(
      'The server says so.',
    );
  });
});
