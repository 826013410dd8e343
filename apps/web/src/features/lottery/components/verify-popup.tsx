import { Button, Popup, Result, SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { verifyDraw } from '@sixmark/shared/domain/draw-rng';
import type { VerifyResult } from '@sixmark/shared/api/lottery';
import { LotteryBall } from '@/components/lottery';
import { useVerify } from '../api/get-verify';

export interface VerifyPopupProps {
  gameId: number;
  turnNum: string | null;
  onClose: () => void;
}

type BrowserCheck = { recomputed: number[]; hashMatches: boolean; numbersMatch: boolean } | { error: string };

/** Recomputes the draw from its published seed with WebCrypto, in this browser. */
function useBrowserCheck(proof: VerifyResult | undefined): BrowserCheck | null {
  const [check, setCheck] = useState<{ key: string; value: BrowserCheck } | null>(null);
  const key = proof?.seed && proof.seedHash ? `${proof.turnNum}:${proof.seed}` : '';
  useEffect(() => {
    if (!key || !proof?.seed || !proof.seedHash) return;
    let alive = true;
    verifyDraw(proof.seed, proof.seedHash, proof.numbers).then(
      (value) => alive && setCheck({ key, value }),
      (err: unknown) => alive && setCheck({ key, value: { error: err instanceof Error ? err.message : String(err) } }),
    );
    return () => {
      alive = false;
    };
  }, [key, proof]);
  return check && check.key === key ? check.value : null;
}

const Balls = ({ numbers }: { numbers: number[] }) => (
  <span className="verify__balls">
    {numbers.map((n, i) => (
      <LotteryBall key={i} num={n} size="small" />
    ))}
  </span>
);

/** "Verify this draw": the seed's published hash, the seed, and the numbers recomputed in the browser. */
export function VerifyPopup({ gameId, turnNum, onClose }: VerifyPopupProps) {
  const { data: proof, isLoading, error } = useVerify(gameId, turnNum);
  const check = useBrowserCheck(proof);

  let body;
  if (isLoading) body = <SpinLoading />;
  else if (error || !proof) body = <Result status="error" title="无法获取验证数据" />;
  else if (proof.source !== 'rng') body = <Result status="info" title="本期为官方开奖结果" description="该期号码由官方公布，无种子可验证" />;
  else if (!proof.seed) body = <Result status="waiting" title="尚未开奖" description="种子将在开奖后公布，开盘时已公布其哈希" />;
  else {
    const ok = check && !('error' in check) && check.hashMatches && check.numbersMatch;
    body = (
      <dl className="verify__list">
        <dt>种子哈希（开盘时公布）</dt>
        <dd className="verify__hex" data-testid="verify-hash">
          {proof.seedHash}
        </dd>
        <dt>种子（开奖后公布）</dt>
        <dd className="verify__hex" data-testid="verify-seed">
          {proof.seed}
        </dd>
        <dt>公布的开奖号码</dt>
        <dd>
          <Balls numbers={proof.numbers} />
        </dd>
        <dt>本机重新计算的号码</dt>
        <dd data-testid="verify-recomputed">
          {!check ? <SpinLoading style={{ '--size': '18px' }} /> : 'error' in check ? check.error : <Balls numbers={check.recomputed} />}
        </dd>
        {check && !('error' in check) ? (
          <>
            <dt>校验结果</dt>
            <dd>
              <p>SHA-256(种子) {check.hashMatches ? '与公布的哈希一致 ✓' : '与公布的哈希不一致 ✗'}</p>
              <p>重新计算的号码 {check.numbersMatch ? '与开奖号码一致 ✓' : '与开奖号码不一致 ✗'}</p>
              <p className={ok ? 'verify__ok' : 'verify__bad'} data-testid="verify-verdict">
                {ok ? '验证通过：本期结果由开盘前锁定的种子产生' : '验证失败'}
              </p>
            </dd>
          </>
        ) : null}
      </dl>
    );
  }

  return (
    <Popup visible={!!turnNum} onMaskClick={onClose} onClose={onClose} bodyClassName="verify" destroyOnClose>
      <h3 className="verify__title">验证第{turnNum}期开奖</h3>
      {body}
      <p className="verify__how">
        算法：HMAC-SHA256(种子, 计数器) 生成字节流，字节小于 245 时取 (字节 mod 49) + 1，跳过重复号码，取满 7 个，第 7 个为特码。
      </p>
      <Button block onClick={onClose}>
        关闭
      </Button>
    </Popup>
  );
}
