import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Template, TemplateGroup, TemplateItem } from '@sixmark/shared';
import {
  cardSummary,
  isGshouCard,
  isTabbedCard,
  mb38Groups,
  mb42Tabs,
  normCode,
  periodTabLabel,
  sortMb39Groups,
  startsExpanded,
  takeVisible,
  visibleItemCount,
} from '@sixmark/shared/domain/card-rules';
import { TabStrip } from '@/components/tab-strip';
import { paths } from '@/config/paths';
import { useVoteData } from '../../api/get-vote-data';
import { ItemBody } from './item-body';
import { useFavourite } from './use-favourite';

export interface TemplateCardProps {
  template: Template;
  /** Home variant: one item when collapsed. */
  home?: boolean;
  /** The list's play category; MB14 goes back to its first period when it changes. */
  category?: string;
  /** Detail page: everything shown, no footer link. */
  detail?: boolean;
}

/** Two colours "a,b" as a gradient; one colour as itself. */
function headerStyle(colorTheme: string) {
  const [a, b] = colorTheme
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!a) return undefined;
  return { background: `linear-gradient(90deg, ${a}, ${b ?? a})` };
}

interface ItemListProps {
  code: string;
  items: TemplateItem[];
  groupName: string;
  expanded: boolean;
  rowHref?: (item: TemplateItem) => string;
}

/** A card carries a poll when any of its items has one with options. */
const hasPoll = (t: Template) =>
  t.groups.some((g) => g.items.some((i) => i.pollStatus === 1 && i.pollOptions.length > 0));

/** The strip under a card: the newest notes, the poll's standing first when there is one. */
function CardSummary({ template, shown }: { template: Template; shown: ReadonlySet<number> }) {
  const poll = hasPoll(template);
  const vote = useVoteData(template.id, poll);
  const entries = cardSummary(template.groups, poll ? vote.data : null, shown);
  if (entries.length === 0) return null;
  return (
    <ul className="template-card__summary" data-part="card-summary">
      {entries.map((e) => (
        <li key={e.key} data-key={e.key}>
          {e.label ? <span className="template-card__summary-label">{e.label}</span> : null}
          <span className="template-card__summary-text">{e.text}</span>
        </li>
      ))}
    </ul>
  );
}

function ItemList({ code, items, groupName, expanded, rowHref }: ItemListProps) {
  return (
    <div className="template-card__items">
      {items.map((item, i) => (
        <ItemBody
          key={item.id}
          code={code}
          item={item}
          index={i}
          groupName={groupName}
          expanded={expanded}
          rowHref={rowHref?.(item)}
        />
      ))}
    </div>
  );
}

/**
 * A forecast card (spec 2 §3-§5). One renderer for every code: the per-code rules (counts,
 * tabs, orderings, item drawing) come from the shared card rules and {@link ItemBody}.
 * Memoised: a list that grows by a few cards per task (use-growing-count.ts) would otherwise
 * render every card it already has again at each step (issue 16); its props are the query's
 * own objects, unchanged until an answer changes them.
 */
export const TemplateCard = memo(TemplateCardView);

function TemplateCardView({ template, home, category, detail }: TemplateCardProps) {
  const code = normCode(template.templateCode);
  // MB03/MB04 placed in a list (not on home) use their list form: 2 collapsed, 5 expanded.
  const listForm = template.location === 'list';
  const [expanded, setExpanded] = useState(() => detail || startsExpanded(code));
  const groups = useMemo(
    () => (code === 'MB39' ? sortMb39Groups(template.groups) : template.groups),
    [code, template.groups],
  );
  const [groupId, setGroupId] = useState<string>(() => String(groups[0]?.id ?? ''));
  const fav = useFavourite(template);

  // Only a category change resets MB14 to its first period (spec 2 §4), not a data refresh.
  const [seenCategory, setSeenCategory] = useState(category);
  if (seenCategory !== category) {
    setSeenCategory(category);
    if (code === 'MB14') setGroupId(String(groups[0]?.id ?? ''));
  }

  const first = groups[0];
  const limit = detail ? Infinity : visibleItemCount(code, { expanded, home, listForm });
  let body: React.ReactNode;
  let canToggle = false;
  // What the body shows, so the summary under it does not repeat those notes.
  let shownItems: TemplateItem[] = [];

  if (isTabbedCard(code) || code === 'MB39' || code === 'MB41') {
    const active: TemplateGroup | undefined = groups.find((g) => String(g.id) === groupId) ?? first;
    const label = (g: TemplateGroup) =>
      code === 'MB39' || code === 'MB41' ? g.items[0]?.note || g.groupName : periodTabLabel(g.groupName);
    canToggle =
      !detail && (active?.items.length ?? 0) > visibleItemCount(code, { expanded: false, home, listForm });
    shownItems = active ? takeVisible(active.items, limit) : [];
    body = (
      <>
        <TabStrip
          className="template-card__tabs"
          activeKey={String(active?.id ?? '')}
          onChange={setGroupId}
          items={groups.map((g) => ({ key: String(g.id), title: label(g) }))}
        />
        {code === 'MB39' && active?.items[0]?.content3 ? (
          <div className="mb39__header">{active.items[0].content3}</div>
        ) : null}
        {active ? (
          <ItemList code={code} items={shownItems} groupName={active.groupName} expanded={expanded} />
        ) : null}
      </>
    );
  } else if (code === 'MB42') {
    const tabs = mb42Tabs(first?.items ?? []);
    const activeTab = tabs.find((t) => t.key === groupId) ?? tabs[0];
    shownItems = activeTab ? [activeTab.item] : [];
    body = (
      <>
        <TabStrip
          className="template-card__tabs"
          activeKey={activeTab?.key ?? ''}
          onChange={setGroupId}
          items={tabs.map((t) => ({ key: t.key, title: t.label }))}
        />
        {activeTab ? (
          <ItemList
            code={code}
            items={[activeTab.item]}
            groupName={first?.groupName ?? ''}
            expanded={expanded}
          />
        ) : null}
      </>
    );
  } else if (code === 'MB38') {
    shownItems = mb38Groups(groups).flatMap((g) => g.items.slice(0, 1));
    body = mb38Groups(groups).map((g) => (
      <div key={g.id} className="mb38__group">
        <div className="mb38__name">{periodTabLabel(g.groupName)}</div>
        <ItemList code={code} items={g.items.slice(0, 1)} groupName={g.groupName} expanded={expanded} />
      </div>
    ));
  } else {
    const items = first?.items ?? [];
    shownItems = takeVisible(items, limit);
    canToggle =
      !detail &&
      items.length > visibleItemCount(code, { expanded: false, home, listForm }) &&
      visibleItemCount(code, { expanded: true, home, listForm }) !==
        visibleItemCount(code, { expanded: false, home, listForm });
    const detailHref = paths.template.getHref({ gameId: template.gameId, id: template.id });
    const rowHref =
      isGshouCard(code) && !detail
        ? (item: TemplateItem) => `${detailHref}?templateId=${item.id}`
        : undefined;
    // The detail page lists every past period, each under its {groupName}期 heading.
    body = detail ? (
      groups.map((g) => (
        <div key={g.id} className="template-card__period">
          {groups.length > 1 ? <div className="mb38__name">{periodTabLabel(g.groupName)}</div> : null}
          <ItemList code={code} items={g.items} groupName={g.groupName} expanded />
        </div>
      ))
    ) : (
      <ItemList
        code={code}
        items={shownItems}
        groupName={first?.groupName ?? ''}
        expanded={expanded}
        rowHref={rowHref}
      />
    );
  }

  return (
    <section
      className="template-card"
      data-code={code}
      data-template-id={template.id}
      aria-label={template.name}
    >
      <header className="template-card__header" style={headerStyle(template.colorTheme)}>
        <h3 className="template-card__name">{template.name}</h3>
        {template.note1 ? <span className="template-card__tag">{template.note1}</span> : null}
        {template.note2 ? <span className="template-card__tag">{template.note2}</span> : null}
        <button
          type="button"
          className={['template-card__fav', fav.like === 1 ? 'is-liked' : ''].join(' ')}
          onClick={fav.toggle}
          aria-pressed={fav.like === 1}
        >
          {fav.label}
        </button>
      </header>
      <div className="template-card__body">{body}</div>
      {detail ? null : <CardSummary template={template} shown={new Set(shownItems.map((i) => i.id))} />}
      {detail ? null : (
        <footer className="template-card__footer">
          {canToggle ? (
            <button type="button" className="template-card__toggle" onClick={() => setExpanded((e) => !e)}>
              {expanded ? '收起' : '展开'}
            </button>
          ) : (
            <span />
          )}
          <Link
            className="template-card__history"
            to={paths.template.getHref({ gameId: template.gameId, id: template.id })}
          >
            查看往期记录 &gt;
          </Link>
        </footer>
      )}
    </section>
  );
}
