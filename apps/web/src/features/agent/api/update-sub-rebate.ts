import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { AGENT_PATHS } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

export interface SubRebate {
  userId: number;
  rebate: number;
}

/** `POST /api/dl/updateSubRebate`: sets a team member's rebate inside its range (audited). */
export const updateSubRebate = (body: SubRebate) => http.post<SubRebate>(AGENT_PATHS.updateSubRebate, body, { form: true, silent: true });

export function useUpdateSubRebate(mutationConfig?: UseMutationOptions<SubRebate, Error, SubRebate>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateSubRebate,
    onSuccess: async (...args) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: [AGENT_KEYS.memberInfo, args[1].userId] }),
        qc.invalidateQueries({ queryKey: [AGENT_KEYS.subUsers] }),
        qc.invalidateQueries({ queryKey: [AGENT_KEYS.rebateRange] }),
      ]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
