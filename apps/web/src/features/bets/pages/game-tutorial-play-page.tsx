import { Button } from 'antd-mobile';
import { Link, useParams } from 'react-router-dom';
import { playName } from '@sixmark/shared';
import { playCategoryName, playTutorial } from '@sixmark/shared/domain/plays/tutorials';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { TutorialExample } from '../components/tutorial-example';
import { YearTablesCard } from '../components/year-tables-card';
import { gameQuery, useGameIdQuery, useThisYearTables } from '../lib/game-query';
import '../tutorials.css';

/** `/game-tutorial/:playCode`: one play's rules and worked examples on real draws. */
export default function GameTutorialPlayPage() {
  const code = useParams().playCode ?? '';
  const gameId = useGameIdQuery();
  const tutorial = playTutorial(code);
  const tables = useThisYearTables();
  const listHref = paths.gameTutorial.getHref() + gameQuery(gameId);

  if (!tutorial)
    return (
      <PageShell title="玩法说明" backTo={listHref}>
        <EmptyState description="没有这个玩法" />
        <p className="tutorial__center">
          <Link to={listHref}>查看全部玩法</Link>
        </p>
      </PageShell>
    );

  const right = (
    <Link className="tutorial__nav-link" to={listHref}>
      全部玩法
    </Link>
  );
  return (
    <PageShell title={`${playName(tutorial.play)} 玩法说明`} right={right} backTo={listHref} className="tutorial">
      <section className="tutorial-card" aria-label="玩法规则">
        <h2 className="tutorial-card__title">
          {playName(tutorial.play)}
          <span className="tutorial-card__tag">{playCategoryName(tutorial.play)}</span>
        </h2>
        <dl className="tutorial-rules">
          <dt>怎么选</dt>
          <dd>{tutorial.pick}</dd>
          <dt>怎么中奖</dt>
          <dd data-testid="tutorial-win">{tutorial.win}</dd>
          <dt>49与和局</dt>
          <dd data-testid="tutorial-tie">{tutorial.tie}</dd>
          <dt>赔率</dt>
          <dd>{tutorial.odds}</dd>
        </dl>
        <p className="tutorial-card__links">
          <Link to={paths.gameStructures.getHref() + gameQuery(gameId)}>查看当前赔率</Link>
        </p>
      </section>
      {tutorial.yearTable ? (
        <section className="tutorial-card" aria-label={tutorial.yearTable === 'zodiac' ? '今年生肖' : '今年五行'}>
          <h2 className="tutorial-card__title">
            {tutorial.yearTable === 'zodiac'
              ? `今年生肖：${tables.lunarYear}年为${tables.yearZodiac}年，本命${tables.yearZodiac}`
              : `今年五行：${tables.lunarYear}年`}
          </h2>
          <p>每期按开奖日所在农历年计算(春节换年)，投注页显示本期使用的表；下面示例取自2025蛇年的开奖，按当年的表计算。</p>
          <YearTablesCard tables={tables} show={tutorial.yearTable} />
        </section>
      ) : null}
      <section className="tutorial-card" aria-label="示例">
        <h2 className="tutorial-card__title">开奖示例</h2>
        <p className="tutorial-card__hint">
          示例取自香港六合彩真实开奖结果(资料中正码按大小排列，示例即以此顺序作为正码1-6)。结果由与系统结算相同的规则当场计算，派彩按系统默认赔率，实际以投注页赔率为准。
        </p>
        {tutorial.examples.map((e, i) => (
          <TutorialExample key={i} example={e} index={i} />
        ))}
      </section>
      {gameId ? (
        <div className="tutorial__actions">
          <Link to={paths.game.getHref({ gameId })}>
            <Button block color="danger">
              去投注
            </Button>
          </Link>
        </div>
      ) : null}
    </PageShell>
  );
}
