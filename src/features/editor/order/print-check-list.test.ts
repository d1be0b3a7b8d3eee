import { describe, expect, it } from 'vitest';
import type { DesignFindingAnswer } from '../../../../contract/api/print-checks';
import { listedFindings, needsYes } from './print-check-list';

const finding = (
  code: string,
  page: DesignFindingAnswer['page'],
  severity = 'warning',
): DesignFindingAnswer => ({
  code,
  severity: severity as DesignFindingAnswer['severity'],
  message: code,
  page,
  pageId: page === null ? null : `p${page}`,
  frame: null,
  photoId: null,
  values: {},
});

describe('the order step print check list', () => {
  it('lists the cover first, then pages in order, without photos still uploading', () => {
    const listed = listedFindings([
      finding('EMPTY_FRAME', 4),
      finding('PHOTO_NOT_UPLOADED', 0, 'blocking'),
      finding('LOW_DPI', 'cover'),
      finding('BLANK_PAGES', 1),
    ]);
    expect(listed.map((f) => `${f.code}@${f.page}`)).toEqual([
      'LOW_DPI@cover',
      'BLANK_PAGES@1',
      'EMPTY_FRAME@4',
    ]);
  });

  it('asks for "order anyway" only when a warning is listed', () => {
    expect(needsYes([finding('EMPTY_FRAME', 2)])).toBe(true);
    expect(needsYes([finding('PHOTO_NOT_UPLOADED', 2, 'blocking')])).toBe(false);
    expect(needsYes([finding('DPI_TOO_LOW', 2, 'blocking')])).toBe(false);
    expect(needsYes([])).toBe(false);
  });
});
