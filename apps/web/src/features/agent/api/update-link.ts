import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { AGENT_PATHS, type SpreadLink, type UpdateLinkBody } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

export interface UpdateLinkInput extends UpdateLinkBody {
  id: number;
}

/** `POST /api/spreadInfo/updateByAgentId?id=` (form-encoded): only the fields sent change. */
export const updateLink = ({ id, ...body }: UpdateLinkInput) =>
  http.post<SpreadLink>(`${AGENT_PATHS.updateLink}?id=${id}`, body, { form: true, silent: true });

export function useUpdateLink(mutationConfig?: UseMutationOptions<SpreadLink, Error, UpdateLinkInput>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateLink,
    onSuccess: async (...args) => {
      await Promise.all([qc.invalidateQueries({ queryKey: [AGENT_KEYS.links] }), qc.invalidateQueries({ queryKey: [AGENT_KEYS.link, args[1].id] })]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
