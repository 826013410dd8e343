// Loads the app on a page whose first screen the server drew (apps/server/src/plugins/first-load.ts
// drawnHtml): the entry and the chunks it will ask for, requested after the first paint, so that
// the paint waits only for the page's stylesheets and images (docs/performance.md). A file, not an
// inline script: the CSP allows scripts from this origin only.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Starting a request costs the main thread 8-10 ms at 4x CPU slowdown (traced; 5-12 ms per
  // request unthrottled in Lighthouse's own trace, which it then multiplies by 4), and a page asks
  // for 20-40: one per task, so no task of them is long.
  var PER_TASK = 1;
  var next = 0;
  // The next step in a task of its own at once: a chain of timers waits 4 ms a step from the
  // fifth, and the app, started meanwhile, found links missing and had Vite's loader append the
  // rest (17-21 on the game center) in one task. The app waits for STARTED (app/late-start.ts).
  var channel = new MessageChannel();
  channel.port1.onmessage = preloadSome;
  function preloadSome() {
    for (var end = next + PER_TASK; next < end && next < preload.length; next++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[next];
      document.head.appendChild(link);
    }
    if (next < preload.length) channel.port2.postMessage(null);
    else {
      script.setAttribute('data-started', '');
      document.dispatchEvent(new Event('sixmark:preloads-started'));
    }
  }
  function start() {
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    channel.port2.postMessage(null);
  }
  // The frame's callback runs before the paint; the task it queues, after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
