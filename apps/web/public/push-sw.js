/* Web Push in the service worker (docs/notifications.md "Web Push"). The generated /sw.js
 * (vite-plugin-pwa, generateSW) loads this file with importScripts. The server sends
 * { title, body, url, tag } (push.service.ts pushPayloadOf), encrypted for this browser. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const text = (v, fallback, max) => (typeof v === 'string' && v ? v.slice(0, max) : fallback);
  // Only paths of this site: a payload never sends the member elsewhere.
  const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(text(data.title, '您有一条新消息', 100), {
      body: text(data.body, '', 300),
      tag: text(data.tag, undefined, 100),
      icon: '/logo.svg',
      lang: 'zh-CN',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/notifications';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // An open window of the site is reused (navigated and focused) instead of opening another.
      for (const w of windows) {
        if (new URL(w.url).origin === self.location.origin && 'focus' in w) {
          return (w.url === target ? Promise.resolve(w) : w.navigate(target)).then((c) => (c || w).focus());
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
