import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-strip.css';

export interface TabStripItem {
  key: string;
  title: ReactNode;
}

export interface TabStripProps {
  items: TabStripItem[];
  activeKey: string | null;
  onChange: (key: string) => void;
  className?: string;
}

/**
 * The tab header of antd-mobile's Tabs without its animation library: home shows three of these
 * above the fold, and antd's Tabs brings react-spring (~17 KB brotli) into the first load.
 * The markup keeps antd's class names and roles, so page styles and tests written against
 * `.adm-tabs-tab` / `role="tab"` read both the same; the active line is drawn by CSS.
 */
export function TabStrip({ items, activeKey, onChange, className }: TabStripProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);

  const scrolled = useRef(false);
  const firstKey = items[0]?.key;

  // Like antd: keep the active tab in view, centred when the list scrolls.
  useEffect(() => {
    // The first tab of a list never scrolled is in view already: not reading the layout here
    // spares a forced layout per strip when a page mounts many (home's cards, issue 16).
    if (!scrolled.current && !focusNext.current && firstKey === activeKey) return;
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    const max = list.scrollWidth - list.clientWidth;
    if (max > 0) {
      list.scrollLeft = Math.min(max, Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2));
      scrolled.current = true;
    }
    if (focusNext.current) {
      focusNext.current = false;
      tab.focus();
    }
  }, [activeKey, items.length, firstKey]);

  // Arrow keys move between tabs (the ARIA tabs pattern, as antd does).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    if (items.length === 0) return;
    e.preventDefault();
    const at = Math.max(0, items.findIndex((t) => t.key === activeKey));
    const next = items[(at + (e.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length];
    if (next && next.key !== activeKey) {
      focusNext.current = true;
      onChange(next.key);
    }
  };

  return (
    <div className={['adm-tabs', 'tab-strip', className].filter(Boolean).join(' ')}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-tab-list" role="tablist" ref={listRef} onKeyDown={onKeyDown}>
          {items.map((t) => {
            const active = t.key === activeKey;
            return (
              <div key={t.key} className="adm-tabs-tab-wrapper">
                <button
                  type="button"
                  role="tab"
                  aria-selected={active}
                  tabIndex={active || (activeKey === null && t === items[0]) ? 0 : -1}
                  className={['adm-tabs-tab', active ? 'adm-tabs-tab-active' : null].filter(Boolean).join(' ')}
                  onClick={() => {
                    if (!active) onChange(t.key);
                  }}
                >
                  {t.title}
                </button>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
