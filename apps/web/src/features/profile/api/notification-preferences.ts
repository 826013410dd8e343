import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@sixmark/shared';
import { http, request } from '@/lib/http';

export interface PreferencesAnswer {
  enabled: NotificationKind[];
  vapidPublicKey: string;
}

const PATH = '/app-api/notifications/preferences';

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preferences'], queryFn: () => http.get<PreferencesAnswer>(PATH) });

export const usePreferences = () => useQuery(preferencesQueryOptions());

/** `PUT /app-api/notifications/preferences` with the kinds to keep on. */
export const useSavePreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: NotificationKind[]) => request<PreferencesAnswer>('PUT', PATH, { data: { enabled } }),
    onSuccess: (data) => client.setQueryData(preferencesQueryOptions().queryKey, data),
  });
};
