import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import type { DtRound } from '@sixmark/shared';
import { DT_SIDE_LABELS, verifyDtRound } from '@sixmark/shared/domain/dragon-tiger';

export interface DtFairnessProps {
  round: DtRound | null;
  onClose: () => void;
}

type Check =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; hashMatches: boolean; cardsMatch: boolean; text: string }
  | { state: 'error'; text: string };

/**
 * A round's fairness data (commit-reveal): the seed's SHA-256 published before betting, the
 * seed after the deal, and 验证 that recomputes both the hash and the two cards in this browser
 * with the shared shuffle (domain/dragon-tiger.ts), so nothing is taken on the server's word.
 */
export function DtFairness({ round, onClose }: DtFairnessProps) {
  return (
    <Popup
      visible={!!round}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      {/* Keyed by round: another round starts unverified. */}
      {round && <FairnessBody key={round.roundId} round={round} />}
    </Popup>
  );
}

function FairnessBody({ round }: { round: DtRound }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const verify = async () => {
    if (!round.seed) return;
    setCheck({ state: 'running' });
    try {
      const { hashMatches, outcome } = await verifyDtRound(round.seed, round.seedHash);
      const cardsMatch =
        outcome.dragon.code === round.dragon?.code &&
        outcome.tiger.code === round.tiger?.code &&
        outcome.winner === round.winner;
      setCheck({
        state: 'done',
        hashMatches,
        cardsMatch,
        text: `重算结果：龙 ${outcome.dragon.label}，虎 ${outcome.tiger.label}，${DT_SIDE_LABELS[outcome.winner]}${outcome.winner === 'tie' ? '局' : '胜'}`,
      });
    } catch {
      setCheck({ state: 'error', text: '当前浏览器无法完成验证（需要安全连接）' });
    }
  };
  return (
    <div className="dt-fair" data-testid="dt-fairness">
      <div className="dt-fair__title">第{round.roundNo}局 公平性验证</div>
      <div className="dt-fair__row">
        <span>开局前公布的哈希 (SHA-256)</span>
        <code data-testid="dt-seed-hash">{round.seedHash}</code>
      </div>
      <div className="dt-fair__row">
        <span>开牌后公布的种子</span>
        <code data-testid="dt-seed">{round.seed ?? '开牌后公布'}</code>
      </div>
      {round.dragon && round.tiger && round.winner && (
        <div className="dt-fair__row">
          <span>公布结果</span>
          <b>
            龙 {round.dragon.label}，虎 {round.tiger.label}，{DT_SIDE_LABELS[round.winner]}
            {round.winner === 'tie' ? '局' : '胜'}
          </b>
        </div>
      )}
      <p className="dt-fair__how">
        验证方法：种子的 SHA-256 应等于开局前公布的哈希；以种子为密钥按计数器生成 HMAC-SHA256 随机流，洗 52
        张牌（Fisher-Yates），第 1 张为龙、第 2 张为虎。
      </p>
      <Button
        block
        color="primary"
        disabled={!round.seed || check.state === 'running'}
        loading={check.state === 'running'}
        onClick={() => void verify()}
      >
        验证
      </Button>
      {check.state === 'done' && (
        <div
          className={`dt-fair__result${check.hashMatches && check.cardsMatch ? ' dt-fair__result--ok' : ' dt-fair__result--bad'}`}
          data-testid="dt-verify-result"
        >
          <div>{check.hashMatches ? '哈希一致 ✓' : '哈希不一致 ✗'}</div>
          <div>{check.text}</div>
          <div>{check.cardsMatch ? '与公布结果一致 ✓' : '与公布结果不一致 ✗'}</div>
        </div>
      )}
      {check.state === 'error' && <div className="dt-fair__result dt-fair__result--bad">{check.text}</div>}
    </div>
  );
}
