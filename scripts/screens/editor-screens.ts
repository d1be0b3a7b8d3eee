/** The editor's screens: the cover, a spread and a page, each everyday tool's sheet, a caption, a photo. */
import type { Locator } from '@playwright/test';
import { escapeRegExp, pause, STEP_TIMEOUT, type Walk } from './walk';

const TOOLS = [
  ['photos', 'editor-shell:toolbar.photos'],
  ['layouts', 'editor:tools.templates'],
  ['caption', 'editor:tools.addCaption'],
  ['themes', 'editor:tools.themes'],
  ['pages', 'editor:tools.addPages'],
] as const;

/** The editor as the walk found it, and the moves every editor screen starts from. */
interface EditorAt {
  w: Walk;
  saved: () => Promise<void>;
  /** Back to the book as it opened, every edit saved. */
  reopen: () => Promise<void>;
  tools: () => Locator;
  frameList: () => Locator;
  next: () => Promise<void>;
}

function editorAt(w: Walk): EditorAt {
  const { page, t } = w;
  const saved = () => w.visible(page.getByRole('status').filter({ hasText: t('editor:sync.saved') }), 30_000);
  const editorUrl = page.url();
  return {
    w,
    saved,
    reopen: async () => {
      // Every edit saved first: a reload mid-save can leave a conflict to answer (older versions).
      await saved().catch(() => undefined);
      await page.goto(editorUrl);
      await saved();
    },
    tools: () => page.getByRole('region', { name: t('editor:tools.label') }),
    frameList: () => page.getByRole('list', { name: t('editor:canvas.frames') }),
    next: () => page.getByRole('button', { name: t('editor:toolbar.next') }).click(),
  };
}

async function views({ w, saved, next }: EditorAt) {
  const { page, t } = w;
  await w.shot('editor-cover', saved);
  await w.shot('editor-first-spread', next);
  await w.shot('editor-spread-view', () =>
    page.getByRole('button', { name: t('editor-canvas:view.wholeSpread') }).click({ timeout: STEP_TIMEOUT }),
  );
  await w.shot('editor-page', () =>
    page.getByRole('button', { name: t('editor-canvas:view.onePage') }).click({ timeout: STEP_TIMEOUT }),
  );
}

/** Each everyday tool's sheet, from the book as it opened, then the More menu. */
async function toolSheets({ w, reopen, next, tools }: EditorAt) {
  const { page, t } = w;
  for (const [slug, key] of TOOLS) {
    await w.shot(`editor-tool-${slug}`, async () => {
      await reopen();
      await next();
      // A finger's tap where the tool is drawn: whatever lies on top of it there gets the tap.
      const box = await tools()
        .getByRole('button', { name: t(key), exact: true })
        .boundingBox();
      if (!box) throw new Error(`no ${slug} tool`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      // A sheet (dialog) or the photo tray (its tool stays pressed).
      await w.visible(page.getByRole('dialog').or(tools().getByRole('button', { expanded: true })));
    });
  }

  await w.shot('editor-more', async () => {
    await reopen();
    await page.getByRole('button', { name: t('editor-shell:toolbar.more'), exact: true }).click();
    await w.visible(page.getByRole('menu'));
  });
}

/** A caption typed on the page, then its format bar. */
async function caption({ w, reopen, next, tools, frameList }: EditorAt) {
  const { page, t } = w;
  // A caption typed on the page with its format bar (older versions: in a dialog).
  await w.shot('editor-caption', async () => {
    await reopen();
    await next();
    await tools()
      .getByRole('button', { name: t('editor:tools.addCaption'), exact: true })
      .click();
    const words = page.getByRole('textbox').first();
    await w.visible(words);
    await words.fill(
      w.locale === 'en' ? 'Low tide at noon' : w.locale === 'de-de' ? 'Ebbe am Mittag' : 'Odpływ w południe',
    );
  });
  // Typing on a selected caption: a tap selects, a second tap opens the text box and the format bar.
  await w.shot('editor-format-bar', async () => {
    const typing = page.getByRole('toolbar', { name: t('editor-canvas:typing.bar') });
    if (!(await typing.isVisible())) {
      const dialog = page.getByRole('dialog');
      if (await dialog.isVisible())
        await dialog.getByRole('button', { name: t('editor:textEditor.save'), exact: true }).click();
      const caption = frameList()
        .getByRole('button', {
          name: new RegExp(
            `^${escapeRegExp(t('editor:canvas.textFrame', { text: '§' })).replace('§', '.+')}$`,
          ),
        })
        .last();
      const box = await caption.boundingBox();
      if (!box) throw new Error('no caption on the page');
      for (let i = 0; i < 2; i++) {
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await pause(400);
      }
    }
    await w.visible(typing);
  });
}

async function photoSelected({ w, reopen, next, frameList }: EditorAt) {
  const { page, t } = w;
  await w.shot('editor-photo-selected', async () => {
    await reopen();
    await next();
    const photo = frameList().getByRole('button', {
      name: t('editor:canvas.photoFrame', { n: 1 }),
      exact: true,
    });
    const box = await photo.boundingBox({ timeout: STEP_TIMEOUT });
    if (!box) throw new Error('no photo on the spread');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await w.visible(frameList().getByRole('button', { pressed: true }));
  });
}

/** Every editor screen, from the editor the uploader opened; it ends on the book as it opened. */
export async function editor(w: Walk) {
  const at = editorAt(w);
  await views(at);
  await toolSheets(at);
  await caption(at);
  await photoSelected(at);
  await at.reopen().catch(() => undefined);
}
