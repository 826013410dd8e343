/// <reference types="vite-plugin-pwa/client" />
// Only the build has this module (vite-plugin-pwa makes it); unit tests hand pwa-update a double.
export { registerSW } from 'virtual:pwa-register';
