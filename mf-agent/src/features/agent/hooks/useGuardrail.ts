// The panel's guardrail, kept on the server with the other switches: the server's agent weighs its moves with it
// while the owner is away, and the panel's Optimize asks for the same profile. The slider shows the owner's choice
// at once, before the server has answered.
import { GUARDRAIL_DEFAULT, type Guardrail, isGuardrail } from '@fin/shared/domain/agent/panel';
import { useCallback, useEffect, useState } from 'react';

export function useGuardrail(
  saved: number | undefined,
  save: (level: Guardrail) => void,
): readonly [Guardrail, (level: Guardrail) => void] {
  const [chosen, setChosen] = useState<Guardrail | null>(null);
  useEffect(() => {
    if (chosen !== null && saved === chosen) setChosen(null);
  }, [saved, chosen]);
  const choose = useCallback(
    (level: Guardrail) => {
      setChosen(level);
      save(level);
    },
    [save],
  );
  const kept = saved !== undefined && isGuardrail(saved) ? saved : GUARDRAIL_DEFAULT;
  return [chosen ?? kept, choose] as const;
}
