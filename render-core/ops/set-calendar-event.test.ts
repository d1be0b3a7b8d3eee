import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { sceneForPage } from '../scene/scene-for-page';
import { wallCalendar } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { applyOp } from './index';

describe('setCalendarEvent', () => {
  it('adds, renames and removes a day label, kept in date order, and the grid shows it', () => {
    let doc = autoLayoutBook(samplePhotos(20), wallCalendar, { startMonth: '2027-01' });
    doc = applyOp(doc, { type: 'setCalendarEvent', date: '2027-03-14', label: 'Ane' }).document;
    doc = applyOp(doc, { type: 'setCalendarEvent', date: '2027-01-06', label: 'Reyes' }).document;
    doc = applyOp(doc, { type: 'setCalendarEvent', date: '2027-03-14', label: 'Ane 40' }).document;
    expect(doc.calendar!.events).toEqual([
      { date: '2027-01-06', label: 'Reyes' },
      { date: '2027-03-14', label: 'Ane 40' },
    ]);
    const march = sceneForPage(doc, 2).items.flatMap((i) => (i.kind === 'text' ? [i.text] : []));
    expect(march).toContain('Ane 40');
    doc = applyOp(doc, { type: 'setCalendarEvent', date: '2027-01-06', label: ' ' }).document;
    expect(doc.calendar!.events).toHaveLength(1);
  });
});
