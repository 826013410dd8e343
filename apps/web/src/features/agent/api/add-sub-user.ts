import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { AGENT_PATHS, type AddSubUserBody } from '@sixmark/shared';
import { http } from '@/lib/http';
import { AGENT_KEYS } from './keys';

export interface AddedSubUser {
  userId: number;
  account: string;
}

/** `POST /api/dl/add`: the agent opens an account directly under itself (registration rules). */
export const addSubUser = (body: AddSubUserBody) => http.post<AddedSubUser>(AGENT_PATHS.addSubUser, body, { form: true, silent: true });

export function useAddSubUser(mutationConfig?: UseMutationOptions<AddedSubUser, Error, AddSubUserBody>) {
  const qc = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: addSubUser,
    onSuccess: async (...args) => {
      await Promise.all([qc.invalidateQueries({ queryKey: [AGENT_KEYS.subUsers] }), qc.invalidateQueries({ queryKey: [AGENT_KEYS.teamRws] })]);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
