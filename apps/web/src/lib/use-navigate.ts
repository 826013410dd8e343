/* eslint-disable no-restricted-imports -- the one place that wraps React Router's useNavigate */
import { useLayoutEffect, useRef, useState } from 'react';
import {
  useNavigate as useRouterNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';

/**
 * React Router's `useNavigate`, with one identity for the component's life. Outside a data
 * router (app/app-router.tsx) React Router gives a new function whenever the path changes, so
 * an effect listing `navigate` would run again on every navigation (the reality check's timer
 * restarted, prompts reopened). Relative paths still resolve against the latest location.
 */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const [stable] = useState<NavigateFunction>(
    () =>
      ((to: To | number, options?: NavigateOptions) =>
        typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
  );
  return stable;
}
