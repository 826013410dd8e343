import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { AGENT_PATHS } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

/** `POST /api/spreadInfo/removeByAgentId` (form-encoded, body id): the code stops working. */
export const removeLink = (id: number) => http.post<null>(AGENT_PATHS.removeLink, { id }, { form: true, silent: true });

export function useRemoveLink(mutationConfig?: UseMutationOptions<null, Error, number>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: removeLink,
    onSuccess: async (...args) => {
      qc.removeQueries({ queryKey: [AGENT_KEYS.link, args[1]] });
      await qc.invalidateQueries({ queryKey: [AGENT_KEYS.links] });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
