import { CapsuleTabs, Selector, Tabs } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { PLAY_CATALOGUE, type BetLine, type PlayDef } from '@sixmark/shared';
import type { PlaySetting } from '@sixmark/shared/api/bets';
import { paths } from '@/config/paths';
import { headerOdds } from '../lib/draft';
import { gameQuery } from '../lib/game-query';
import { NumberPicker } from './number-picker';
import { OptionPicker } from './option-picker';
import { ParlayPicker } from './parlay-picker';
import { oddsLabel, type PickProps } from './pick-props';
import { TailPicker } from './tail-picker';
import { ZodiacPicker } from './zodiac-picker';

const CN = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

export interface PlayBoardProps extends PickProps {
  category: number;
  onCategory: (index: number) => void;
  onPlay: (def: PlayDef) => void;
  setting: PlaySetting | undefined;
  /** The game on the page: the 玩法说明 link brings the player back to it. */
  gameId?: number;
  /** The current picks expanded with the shared rules (a 过关's price comes from them). */
  lines?: readonly BetLine[];
}

function kLabel(def: PlayDef, k: number) {
  if (def.code === 'BZ') return `${CN[k]}不中`;
  return `${CN[k]}${def.code.startsWith('LX_') ? '连肖' : '连尾'}`;
}

/** Category tabs and sub-plays from PLAY_CATALOGUE, the play's controls, rule and picker. */
export function PlayBoard(props: PlayBoardProps) {
  const { def, draft, onChange, category, onCategory, onPlay, setting, odds, gameId, lines } = props;
  const cat = PLAY_CATALOGUE[category]!;
  const set = (patch: Partial<typeof draft>) => onChange({ ...draft, ...patch });
  const header = headerOdds(def, draft, odds, lines);
  return (
    <section className="play-board" aria-label="玩法">
      <Tabs
        className="play-board__cats"
        activeKey={String(category)}
        onChange={(k) => onCategory(Number(k))}
      >
        {PLAY_CATALOGUE.map((c, i) => (
          <Tabs.Tab key={String(i)} title={c.name} />
        ))}
      </Tabs>
      <div className="play-board__plays-row">
        {cat.plays.length > 1 ? (
          <CapsuleTabs className="play-board__plays" activeKey={def.code} onChange={(code) => onPlay(cat.plays.find((p) => p.code === code)!)}>
            {cat.plays.map((p) => (
              <CapsuleTabs.Tab key={p.code} title={p.name} />
            ))}
          </CapsuleTabs>
        ) : (
          // One play in the tab: its name is the tab's; the link keeps its place on the right.
          <span className="play-board__plays-spacer" />
        )}
        <Link
          className="play-board__help"
          to={paths.gameTutorialPlay.getHref({ playCode: def.code }) + gameQuery(gameId)}
          aria-label={`${def.name}玩法说明`}
        >
          <QuestionCircleOutline /> 玩法说明
        </Link>
      </div>
      <div className="play-board__controls">
        {def.positioned || def.code === 'ZMT' ? (
          <Selector
            className="play-board__selector"
            columns={6}
            options={[1, 2, 3, 4, 5, 6].map((p) => ({ label: def.code === 'ZMT' ? `正${CN[p]}特` : `正码${p}`, value: p }))}
            value={[draft.position]}
            onChange={(v) => v[0] && set({ position: v[0] })}
          />
        ) : null}
        {def.ks ? (
          <Selector
            className="play-board__selector"
            columns={4}
            options={def.ks.map((k) => ({ label: kLabel(def, k), value: k }))}
            value={draft.k === undefined ? [] : [draft.k]}
            onChange={(v) => v[0] && set({ k: v[0] })}
          />
        ) : null}
        {def.modes ? (
          <Selector
            className="play-board__selector"
            columns={def.modes.length}
            options={def.modes.map((m) => ({ label: m, value: m }))}
            value={[draft.mode]}
            onChange={(v) => v[0] && set({ mode: v[0], numbers: [], bankers: [], groupA: null, groupB: null })}
          />
        ) : null}
        {header.length ? (
          <p className="play-board__odds" data-testid="play-odds">
            {header.map(([label, v]) => (
              <span key={label}>
                {label} <b>{oddsLabel(v)}</b>
              </span>
            ))}
          </p>
        ) : null}
        {setting ? (
          <p className="play-board__limits">
            单注 {setting.minAmount}-{setting.maxAmount} 元{setting.enabled ? '' : ' · 暂停投注'}
          </p>
        ) : null}
      </div>
      <p className="play-board__rule">{def.rule}</p>
      {def.picker === 'number' ? <NumberPicker {...props} /> : null}
      {def.picker === 'option' ? <OptionPicker {...props} /> : null}
      {def.picker === 'zodiac' ? <ZodiacPicker {...props} /> : null}
      {def.picker === 'tail' ? <TailPicker {...props} /> : null}
      {def.picker === 'parlay' ? <ParlayPicker {...props} /> : null}
    </section>
  );
}
