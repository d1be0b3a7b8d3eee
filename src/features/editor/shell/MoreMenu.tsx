import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreIcon } from './icons';

export interface MoreItem {
  id: string;
  label: string;
  onSelect: () => void;
  /** Destructive: shown last, apart from the others. */
  danger?: boolean;
}

const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The rare and destructive tools behind "More": a menu button (WAI-ARIA menu pattern). Arrow keys,
 * Home and End move between items, Escape closes and gives focus back to the button, Tab leaves.
 */
export function MoreMenu({ items }: { items: readonly MoreItem[] }) {
  const { t } = useTranslation('editor-shell');
  const [open, setOpen] = useState(false);
  // Which item takes focus when the menu opens: the first, or the last (ArrowUp on the button).
  const [start, setStart] = useState<'first' | 'last'>('first');
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const everyday = items.filter((i) => !i.danger);
  const danger = items.filter((i) => i.danger);

  useEffect(() => {
    if (!open) return;
    const all = menuItems(menu.current);
    (start === 'last' ? all.at(-1) : all[0])?.focus();
    // A press anywhere outside the menu and its button closes it, as a tap beside a menu does.
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, start]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    // The editor turns spreads with the arrow keys; here they open the menu instead.
    e.preventDefault();
    e.stopPropagation();
    setStart(e.key === 'ArrowUp' ? 'last' : 'first');
    setOpen(true);
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'Tab') {
      setOpen(false);
      return;
    }
    // Keys in the menu are the menu's: none reaches the editor's shortcuts (arrows move photos there).
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      focus(at + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focus(at - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focus(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focus(all.length - 1);
    }
  };

  const choose = (item: MoreItem) => {
    // Focus goes back to More first, so a dialog the item opens returns focus there when it closes.
    close();
    item.onSelect();
  };

  const entry = (item: MoreItem) => (
    <button
      key={item.id}
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={item.danger ? 'more-item danger' : 'more-item'}
      onClick={() => choose(item)}
    >
      {item.label}
    </button>
  );

  return (
    <div className="more-menu-anchor">
      <button
        ref={button}
        type="button"
        className="tool-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setStart('first');
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKey}
      >
        <MoreIcon />
        <span className="tool-label">{t('toolbar.more')}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('more.label')}
          className="more-menu"
          onKeyDown={onMenuKey}
        >
          {everyday.map(entry)}
          {everyday.length > 0 && danger.length > 0 && <hr className="more-separator" />}
          {danger.map(entry)}
        </div>
      )}
    </div>
  );
}
