import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { http, type ApiError } from '@/lib/http';

export interface UpdatePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `POST /api/user/updatePassword`: every session of the account ends (relogin). */
export const updatePassword = (input: UpdatePasswordInput) =>
  http.post<{ relogin: boolean }>('/api/user/updatePassword', input, { form: true });

export const useUpdatePassword = (mutationConfig?: UseMutationOptions<{ relogin: boolean }, ApiError, UpdatePasswordInput>) =>
  useMutation({ mutationFn: updatePassword, ...mutationConfig });
