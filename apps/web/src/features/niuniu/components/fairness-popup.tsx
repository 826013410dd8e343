import { useEffect, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { verifyNiuniuRound } from '@sixmark/shared/domain/niuniu';
import type { NiuniuRound } from '@sixmark/shared/api/niuniu';

type Verdict = { hashMatches: boolean; dealMatches: boolean; cards: number[][] };

/** Recomputes the round in the browser: SHA-256(seed) = published hash, and the deal from the seed. */
export function FairnessPopup({ round, onClose }: { round: NiuniuRound; onClose: () => void }) {
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  useEffect(() => {
    let live = true;
    void verifyNiuniuRound(round.seed, round.seedHash).then((v) => {
      if (!live) return;
      const shown = [round.banker.cards, ...round.players.map((p) => p.cards)];
      const cards = [v.result.banker.cards, ...v.result.players.map((p) => p.hand.cards)];
      setVerdict({ hashMatches: v.hashMatches, dealMatches: JSON.stringify(shown) === JSON.stringify(cards), cards });
    });
    return () => {
      live = false;
    };
  }, [round]);
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ padding: 16, maxHeight: '70vh', overflow: 'auto' }}>
      <h3>公平性验证 · 第{round.turnNum}期</h3>
      <p>开盘前公布的哈希：</p>
      <p className="nn-hash">{round.seedHash}</p>
      <p>开奖后公布的种子：</p>
      <p className="nn-hash">{round.seed}</p>
      {!verdict ? (
        <p>正在浏览器中重新计算…</p>
      ) : (
        <div data-testid="fairness-verdict">
          <p>{verdict.hashMatches ? '✔ 种子的SHA-256与开盘前公布的哈希一致' : '✘ 种子与哈希不一致'}</p>
          <p>{verdict.dealMatches ? '✔ 由种子洗牌发出的牌与公布的牌面一致' : '✘ 重新计算的牌面与公布的不一致'}</p>
        </div>
      )}
      <p style={{ fontSize: 12, color: '#888' }}>
        洗牌方法：以种子为密钥的HMAC-SHA256流驱动Fisher-Yates洗牌（与龙虎相同），依次发庄家、闲一至闲五各五张。
      </p>
      <Button block onClick={onClose}>
        关闭
      </Button>
    </Popup>
  );
}

