import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { autoLayoutBook, coverWrapOf, productSpecSchema } from '../../../render-core';
import { squareBook } from '../../../render-core/testing/products';
import { samplePhotos } from '../../../render-core/testing/sample-photos';
import { testI18n } from '../../i18n/test-i18n';
import { CoverSheet } from './CoverSheet';
import { EditorSessionProvider } from './state/editor-context';
import { memoryWorld } from './state/in-memory-deps';
import { EditorSession } from './state/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const hardcover = productSpecSchema.parse({
  ...squareBook,
  code: 'BOOK-HC-20X20',
  binding: {
    style: 'hardcover',
    paper: { code: 'silk-170', leafThickness: 0.13 },
    spineAllowance: 4,
    wrap: 15,
    spineTextMin: 6,
    separateCoverFile: true,
  },
});

async function spineText(locale: string) {
  const i18n = await testI18n(locale, ['editor']);
  const document = autoLayoutBook(samplePhotos(30), hardcover);
  // A session in memory: no fonts, workers or IndexedDB to show the sheet.
  const session = new EditorSession('print-1', memoryWorld().deps);
  session.start({ document, baseRevision: 1, dirty: false });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <EditorSessionProvider session={session}>
        <CoverSheet document={document} spread={0} />
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  const text = screen.getByRole('status').textContent;
  view.unmount();
  session.dispose();
  return { text, spine: coverWrapOf(document)!.spine, pages: document.pages.length };
}

describe('CoverSheet', () => {
  it('writes the spine’s width as the customer’s language writes numbers (5,3 mm in German, not 5.3 mm)', async () => {
    const de = await spineText('de-de');
    expect(de.spine % 1).not.toBe(0);
    expect(de.text).toBe(`Buchrücken ${String(de.spine).replace('.', ',')} mm bei ${de.pages} Seiten`);
    const pl = await spineText('pl-pl');
    expect(pl.text).toContain(`${String(pl.spine).replace('.', ',')} mm`);
    const en = await spineText('en');
    expect(en.text).toBe(`Spine ${en.spine} mm for ${en.pages} pages`);
  });
});
