import { describe, expect, it } from 'vitest';
import { checkText, findingText, refusalLines, refusalOf } from './refusal';

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
      findingText(
        t,
        { code: 'PAGE_COUNT', message: 'x', values: { count: 3, min: 20, max: 100, step: 2 } },
        'en',
      ),
    ).toBe('printChecks.pageCount {"count":3,"min":"20","max":"100","step":"2"}');
    expect(findingText(t, { code: 'SOMETHING_NEW', message: 'The server says so.' }, 'en')).toBe(
      'The server says so.',
    );
  });
});

describe('numbers in print checks', () => {
  const t = ((key: string, values: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`) as never;
  it('writes dpi and millimetres as the customer’s language writes numbers (3,5 mm in German)', () => {
    expect(checkText(t, 'printChecks.textOutsideSafeArea', { safeMargin: 3.5 }, 'de-de')).toBe(
      'printChecks.textOutsideSafeArea {"safeMargin":"3,5"}',
    );
    expect(
      findingText(t, { code: 'TEXT_OUTSIDE_SAFE_AREA', message: 'x', values: { safeMargin: 3.5 } }, 'pl-pl'),
    ).toBe('printChecks.textOutsideSafeArea {"safeMargin":"3,5"}');
    expect(checkText(t, 'printChecks.dpiTooLow', { dpi: 96, minDpi: 120 }, 'de-de')).toBe(
      'printChecks.dpiTooLow {"dpi":"96","minDpi":"120"}',
    );
    expect(checkText(t, 'printChecks.textOutsideSafeArea', { safeMargin: 3.5 }, 'en')).toBe(
      'printChecks.textOutsideSafeArea {"safeMargin":"3.5"}',
    );
  });
});

describe('refusalLines', () => {
  const finding = { code: 'PHOTO_NOT_UPLOADED', message: 'The photo on page 1 …', values: {} };
  const words = (f: { code: string }) => `words for ${f.code}`;

  it('lists each finding in the words given', () => {
    expect(refusalLines({ message: 'no', findings: [finding] }, null, words)).toEqual([
      'words for PHOTO_NOT_UPLOADED',
    ]);
  });

  it("falls back to the server's message when it named no finding", () => {
    expect(refusalLines({ message: 'Cannot be ordered', findings: [] }, null, words)).toEqual([
      'Cannot be ordered',
    ]);
  });

  it('says only that a photo failed when one did, whatever the findings', () => {
    expect(refusalLines({ message: 'no', findings: [finding] }, 'A photo failed', words)).toEqual([
      'A photo failed',
    ]);
  });
});
