import { PasscodeInput, type PasscodeInputProps } from 'antd-mobile';

export type PasscodeProps = Omit<PasscodeInputProps, 'length' | 'plain'> & {
  /** Called once all four digits are entered (spec 1 §5). */
  onComplete?: (value: string) => void;
};

/** The 4-digit fund-password entry: one masked box per digit, digits only. */
export function Passcode({ onComplete, onFill, onChange, ...rest }: PasscodeProps) {
  return (
    <PasscodeInput
      length={4}
      plain={false}
      seperated
      {...rest}
      onChange={(v) => onChange?.(v.replace(/\D/g, '').slice(0, 4))}
      onFill={(v) => {
        onFill?.(v);
        onComplete?.(v);
      }}
    />
  );
}
