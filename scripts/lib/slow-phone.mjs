// The measuring scripts' page (cpu-profile.mjs, trace-tasks.mjs): a phone as Lighthouse's mobile
// preset sees it, 390x844 with touch and the CPU slowed 4x (or SLOW_PHONE_CPU times: 1 shows the
// tasks as Lighthouse observes them before its simulation multiplies their durations).

/** A new phone-sized page whose CPU runs 4x (SLOW_PHONE_CPU) slower, with its context and CDP session. */
export async function slowPhonePage(browser, rate = Number(process.env.SLOW_PHONE_CPU) || 4) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { ctx, page, cdp };
}

/** Starts V8's sampling profiler on the page (a sample every 200 µs); `Profiler.stop` ends it. */
export async function startProfiler(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}
