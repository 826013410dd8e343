import { List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '@/lib/use-navigate';
import { PICK_TYPES, PICK_TYPE_LABELS, type PickType } from '@sixmark/shared';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { useForumGames, useLeaderboard } from '../api/forum-api';
import { RecordLine } from '../components/forecast-view';
import { FORUM_TEXT } from '../constants';
import '../forum.css';

/** 高手榜 per game and pick type: ranked by hits over the last 30 scored periods. */
export default function LeaderboardPage() {
  const navigate = useNavigate();
  const games = useForumGames();
  const [picked, setGameId] = useState<number | undefined>(undefined);
  const gameId = picked ?? games.data?.[0]?.gameId;
  const [pickType, setPickType] = useState<PickType>('zodiac');
  const { data, isLoading } = useLeaderboard(gameId, pickType);
  return (
    <PageShell title={FORUM_TEXT.leaderboard}>
      <Tabs activeKey={gameId === undefined ? null : String(gameId)} onChange={(k) => setGameId(Number(k))}>
        {games.data?.map((g) => (
          <Tabs.Tab key={String(g.gameId)} title={g.gameName} />
        ))}
      </Tabs>
      <Tabs activeKey={pickType} onChange={(k) => setPickType(k as PickType)}>
        {PICK_TYPES.map((t) => (
          <Tabs.Tab key={t} title={PICK_TYPE_LABELS[t]} />
        ))}
      </Tabs>
      {gameId !== undefined && !isLoading && !data?.length && <EmptyState />}
      <List>
        {data?.map((r) => (
          <List.Item key={r.author.id} prefix={<b className="forum-rank">{r.rank}</b>} description={<RecordLine record={r.record} />} onClick={() => navigate(paths.forumAuthor.getHref({ id: r.author.id }))}>
            <span translate="no">{r.author.nickname}</span>
          </List.Item>
        ))}
      </List>
    </PageShell>
  );
}
