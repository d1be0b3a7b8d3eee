import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
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

/** Where a key in the open menu moves focus (an item's index, wrapping later), or null if it does not. */
function menuKeyTarget(key: string, at: number, count: number): number | null {
  if (key === 'ArrowDown') return at + 1;
  if (key === 'ArrowUp') return at - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * While the menu is open: focus its first or last item, and close it on a press anywhere outside the
 * menu and its button, as a tap beside a menu does.
 */
function useMenuFocus(
  open: boolean,
  start: 'first' | 'last',
  menu: RefObject<HTMLDivElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const all = menuItems(menu.current);
    (start === 'last' ? all.at(-1) : all[0])?.focus();
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, start, menu, button, setOpen]);
}

/**
 * A key in the open menu. Tab leaves it; the others are the menu's, so none reaches the editor's
 * shortcuts (arrows move photos there): Escape closes, arrows, Home and End move between items.
 */
function handleMenuKey(
  e: KeyboardEvent<HTMLDivElement>,
  menu: HTMLElement | null,
  leave: () => void,
  close: () => void,
) {
  if (e.key === 'Tab') {
    leave();
    return;
  }
  e.stopPropagation();
  if (e.key === 'Escape') {
    e.preventDefault();
    close();
    return;
  }
  const all = menuItems(menu);
  const target = menuKeyTarget(e.key, all.indexOf(document.activeElement as HTMLElement), all.length);
  if (target === null) return;
  e.preventDefault();
  all[(target + all.length) % all.length]?.focus();
}

/** The menu's items: the everyday ones, then the destructive ones apart, below a rule. */
function MenuEntries({
  items,
  onChoose,
}: {
  items: readonly MoreItem[];
  onChoose: (item: MoreItem) => void;
}) {
  const everyday = items.filter((i) => !i.danger);
  const danger = items.filter((i) => i.danger);
  const entry = (item: MoreItem) => (
    <button
      key={item.id}
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={item.danger ? 'more-item danger' : 'more-item'}
      onClick={() => onChoose(item)}
    >
      {item.label}
    </button>
  );
  return (
    <>
      {everyday.map(entry)}
      {everyday.length > 0 && danger.length > 0 && <hr className="more-separator" />}
      {danger.map(entry)}
    </>
  );
}

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

  useMenuFocus(open, start, menu, button, setOpen);

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

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) =>
    handleMenuKey(e, menu.current, () => setOpen(false), close);

  const choose = (item: MoreItem) => {
    // Focus goes back to More first, so a dialog the item opens returns focus there when it closes.
    close();
    item.onSelect();
  };

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
          <MenuEntries items={items} onChoose={choose} />
        </div>
      )}
    </div>
  );
}
