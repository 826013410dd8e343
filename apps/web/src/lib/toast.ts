import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';

/** Default toast length in ms; the specs use 0.5 s to 3 s. */
export const TOAST_MS = 1500;

/**
 * The one toast of the app (spec 3 §5: only one toast at a time): every show clears the
 * previous toast first, so a late message never stacks on or outlives a newer one.
 */
export const toast = {
  show(content: ReactNode, duration: number = TOAST_MS) {
    Toast.clear();
    return Toast.show({ content, duration });
  },
  info(content: ReactNode, duration: number = TOAST_MS) {
    return toast.show(content, duration);
  },
  success(content: ReactNode, duration: number = TOAST_MS) {
    Toast.clear();
    return Toast.show({ content, duration, icon: 'success' });
  },
  fail(content: ReactNode, duration: number = TOAST_MS) {
    Toast.clear();
    return Toast.show({ content, duration, icon: 'fail' });
  },
  loading(content: ReactNode = '加载中...') {
    Toast.clear();
    return Toast.show({ content, duration: 0, icon: 'loading', maskClickable: false });
  },
  clear() {
    Toast.clear();
  },
};
