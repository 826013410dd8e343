import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { AGENT_PATHS, type CreateLinkBody, type SpreadLink } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

/** `POST /api/spreadInfo/createByAgentId` (form-encoded). Silent: the page shows the refusal. */
export const createLink = (body: CreateLinkBody) => http.post<SpreadLink>(AGENT_PATHS.createLink, body, { form: true, silent: true });

export function useCreateLink(mutationConfig?: UseMutationOptions<SpreadLink, Error, CreateLinkBody>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createLink,
    onSuccess: async (...args) => {
      await qc.invalidateQueries({ queryKey: [AGENT_KEYS.links] });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
