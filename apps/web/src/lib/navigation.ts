/**
 * Navigation for code outside React (request layer, error catalogue): the app registers the
 * router's navigate here, so lib never imports the router.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type NavigateFn = (to: string, options?: NavigateOptions) => void;

let navigateFn: NavigateFn = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};
let reloadFn: () => void = () => window.location.reload();

export const registerNavigate = (fn: NavigateFn) => {
  navigateFn = fn;
};
/** Tests swap the page reload (jsdom cannot reload). */
export const registerReload = (fn: () => void) => {
  reloadFn = fn;
};

export const appNavigate: NavigateFn = (to, options) => navigateFn(to, options);
export const reloadPage = () => reloadFn();

/** The path the app is on now (for "except when already there" rules). */
export const currentPath = () => window.location.pathname;
