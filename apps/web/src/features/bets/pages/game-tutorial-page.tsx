import { List } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useNavigate } from '@/lib/use-navigate';
import { PLAY_CATALOGUE } from '@sixmark/shared';
import { playTutorial } from '@sixmark/shared/domain/plays/tutorials';
import { WAVE_LABELS, WAVE_NUMBERS, type WaveColour } from '@sixmark/shared/domain/wave-colour';
import { LotteryBall } from '@/components/lottery';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { YearTablesCard } from '../components/year-tables-card';
import { gameQuery, useGameIdQuery, useThisYearTables } from '../lib/game-query';
import '../tutorials.css';

const WAVES: WaveColour[] = ['red', 'blue', 'green'];

/** `/game-tutorial`: the basics every play uses, then every play of the catalogue by tab. */
export default function GameTutorialPage() {
  const gameId = useGameIdQuery();
  const navigate = useNavigate();
  const tables = useThisYearTables();
  const right = (
    <Link className="tutorial__nav-link" to={paths.gameStructures.getHref() + gameQuery(gameId)}>
      赔率表
    </Link>
  );
  return (
    <PageShell title="玩法说明" right={right} className="tutorial">
      <section className="tutorial-card" aria-label="基础知识">
        <h2 className="tutorial-card__title">基础知识</h2>
        <p>每期开出6个正码(正码1至正码6，按开出顺序)和1个特码，共7个号码，均为01-49且互不相同。赔率已含本金：中奖派彩 = 投注金额 × 赔率。</p>
        <ul className="tutorial-card__list">
          <li>大小：25-48为大，01-24为小。单双：号码的奇偶。</li>
          <li>合数：十位加个位(如45合9)，7及以上为合大，6及以下为合小，合单合双看合数奇偶。</li>
          <li>尾数：个位数，5-9为尾大，0-4为尾小；0尾只有10、20、30、40四个号码。头数：十位数，0头为01-09。</li>
          <li>和局：退还本金，不计输赢，也不计有效投注。49在大小单双等两面玩法中通常为和局，各玩法说明中逐一列出。</li>
        </ul>
      </section>
      <section className="tutorial-card" aria-label="波色">
        <h2 className="tutorial-card__title">波色(固定不变)</h2>
        {WAVES.map((w) => (
          <div key={w} className="tutorial-wave">
            <span className="tutorial-wave__name">
              {WAVE_LABELS[w]}波 {WAVE_NUMBERS[w].length}个
            </span>
            <span className="tutorial-wave__balls">
              {WAVE_NUMBERS[w].map((n) => (
                <LotteryBall key={n} num={n} size="small" />
              ))}
            </span>
          </div>
        ))}
      </section>
      <section className="tutorial-card" aria-label="生肖">
        <h2 className="tutorial-card__title">
          生肖：{tables.lunarYear}年为{tables.yearZodiac}年
        </h2>
        <p>
          01号为当年生肖(本命)，之后每个号码倒退一个生肖，12个一循环，所以本命有5个号码(含49)，其他生肖各4个。生肖在春节换年；每期按其开奖日所在农历年的生肖表计算，开盘时即固定，投注页显示本期使用的生肖。
        </p>
        <YearTablesCard tables={tables} show="zodiac" />
      </section>
      <section className="tutorial-card" aria-label="五行">
        <h2 className="tutorial-card__title">五行：{tables.lunarYear}年</h2>
        <p>五行按纳音计算，每年不同，各行号码个数也不同，赔率随之调整。</p>
        <YearTablesCard tables={tables} show="element" />
      </section>
      {PLAY_CATALOGUE.map((c) => (
        <List key={c.name} header={c.name} className="tutorial-plays">
          {c.plays.map((p) => (
            <List.Item
              key={p.code}
              onClick={() => navigate(paths.gameTutorialPlay.getHref({ playCode: p.code }) + gameQuery(gameId))}
              description={playTutorial(p.code)?.win}
            >
              {p.name}
            </List.Item>
          ))}
        </List>
      ))}
    </PageShell>
  );
}
