// antd's Toast, in a chunk of its own: it brings the Mask and react-spring (~20 KB brotli), which
// the first paint of every page does not need (lib/toast.ts loads this after load, or on first use).
export { Toast } from 'antd-mobile';
