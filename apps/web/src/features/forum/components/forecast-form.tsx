import { Button, Input, Selector } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import {
  LM_OPTIONS,
  PICK_LIMITS,
  PICK_TYPE_LABELS,
  picksProblem,
  type ForecastPicks,
  type LmOption,
} from '@sixmark/shared';
import { WAVE_LABELS, type WaveColour } from '@sixmark/shared/domain/wave-colour';
import { ZODIAC_NAMES, type ZodiacName } from '@sixmark/shared/domain/zodiac';

export interface ForecastFormValue {
  picks: ForecastPicks;
  /** Yuan; 0 = free. */
  price: number;
}

export interface ForecastFormProps {
  initial?: ForecastPicks;
  /** Highest price the operator allows (yuan); hides the price field when undefined. */
  priceCap?: number;
  submitText: string;
  loading?: boolean;
  onSubmit: (v: ForecastFormValue) => void;
}

const NUMBERS = Array.from({ length: 49 }, (_, i) => i + 1);
const opts = <T extends string | number>(values: readonly T[], label: (v: T) => string = String) => values.map((v) => ({ label: label(v), value: v }));

/**
 * Structured picks of a forecast (特码 numbers, zodiacs, colours, tails, 大小单双), checked by
 * the shared rule before sending, and the optional unlock price.
 */
export function ForecastForm({ initial, priceCap, submitText, loading, onSubmit }: ForecastFormProps) {
  const [number, setNumber] = useState<number[]>(initial?.number ?? []);
  const [zodiac, setZodiac] = useState<ZodiacName[]>(initial?.zodiac ?? []);
  const [colour, setColour] = useState<WaveColour[]>(initial?.colour ?? []);
  const [tail, setTail] = useState<number[]>(initial?.tail ?? []);
  const [lm, setLm] = useState<LmOption[]>(initial?.lm ?? []);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const picks: ForecastPicks = {
      ...(number.length ? { number } : {}),
      ...(zodiac.length ? { zodiac } : {}),
      ...(colour.length ? { colour } : {}),
      ...(tail.length ? { tail } : {}),
      ...(lm.length ? { lm } : {}),
    };
    const problem = picksProblem(picks);
    const yuan = price.trim() === '' ? 0 : Number(price);
    if (problem) return setError(problem);
    if (!Number.isFinite(yuan) || yuan < 0 || !/^\d+(\.\d{1,2})?$/.test(price.trim() || '0')) return setError('请输入正确的价格');
    if (priceCap !== undefined && yuan > priceCap) return setError(`解锁价格不能超过${priceCap}元`);
    setError(null);
    onSubmit({ picks, price: yuan });
  };

  const section = (title: string, max: number, node: ReactNode) => (
    <div className="forecast-form__section">
      <div className="forecast-form__title">
        {title}
        <span className="forecast-form__hint">（最多{max}个）</span>
      </div>
      {node}
    </div>
  );

  return (
    <div className="forecast-form" data-testid="forecast-form">
      {section(PICK_TYPE_LABELS.number, PICK_LIMITS.number.max, <Selector multiple columns={7} options={opts(NUMBERS, (n) => String(n).padStart(2, '0'))} value={number} onChange={(v) => setNumber(v.slice(0, PICK_LIMITS.number.max))} />)}
      {section(PICK_TYPE_LABELS.zodiac, PICK_LIMITS.zodiac.max, <Selector multiple columns={6} options={opts(ZODIAC_NAMES)} value={zodiac} onChange={(v) => setZodiac(v.slice(0, PICK_LIMITS.zodiac.max))} />)}
      {section(PICK_TYPE_LABELS.colour, PICK_LIMITS.colour.max, <Selector multiple columns={3} options={opts(['red', 'blue', 'green'] as const, (c) => `${WAVE_LABELS[c]}波`)} value={colour} onChange={(v) => setColour(v.slice(0, PICK_LIMITS.colour.max))} />)}
      {section(PICK_TYPE_LABELS.tail, PICK_LIMITS.tail.max, <Selector multiple columns={5} options={opts([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], (n) => `${n}尾`)} value={tail} onChange={(v) => setTail(v.slice(0, PICK_LIMITS.tail.max))} />)}
      {section(PICK_TYPE_LABELS.lm, PICK_LIMITS.lm.max, <Selector multiple columns={4} options={opts(LM_OPTIONS)} value={lm} onChange={setLm} />)}
      {priceCap !== undefined && (
        <div className="forecast-form__section">
          <div className="forecast-form__title">
            解锁价格（元）<span className="forecast-form__hint">（0 或留空为免费，最高{priceCap}元）</span>
          </div>
          <Input aria-label="解锁价格" inputMode="decimal" placeholder="0" value={price} onChange={setPrice} />
        </div>
      )}
      {error && (
        <div className="forecast-form__error" role="alert">
          {error}
        </div>
      )}
      <Button block color="primary" loading={loading} onClick={submit}>
        {submitText}
      </Button>
    </div>
  );
}
