import { useEffect, useRef } from 'react';
import { linkClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

export const CODE_STEP_TEXT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const CODE_LABEL = 'Authentication code';
export const START_OVER = 'Use another account';

/** The login's second step (docs/decisions/0036): the code field takes the focus when it appears. */
export function SecondFactorStep({ code, onCode, onStartOver }: { code: string; onCode: (code: string) => void; onStartOver: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <TextField
        ref={input}
        label={CODE_LABEL}
        hint={CODE_STEP_TEXT}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        required
        value={code}
        onChange={(e) => onCode(e.target.value)}
      />
      <button type="button" onClick={onStartOver} className={`${linkClass.prominent} self-start text-sm`}>
        {START_OVER}
      </button>
    </>
  );
}
