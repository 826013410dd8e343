import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@sixmark/shared';
import { http } from './http';
import { getToken } from './session';

/** `GET /api/user/info` (spec 1 §3 Profile): the shared schema's type, the one the server sends. */
export type { Profile };

export const PROFILE_QUERY_KEY = ['profile'] as const;

export const getProfile = () => http.get<Profile>('/api/user/info');

/** The profile query; disabled (and null) without a token. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async () => (getToken() ? getProfile() : null),
    staleTime: 10_000,
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** Logged in means a token and a profile with extInfo (spec 1 §4). */
export const isLoggedIn = (p: Profile | null | undefined): boolean => !!getToken() && !!p?.extInfo;
export const isTrial = (p: Profile | null | undefined): boolean => p?.userInfo.type === 'TEST';
export const isAgent = (p: Profile | null | undefined): boolean => !!p?.userInfo.isDl;
