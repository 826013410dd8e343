// jsdom has no layout and no IntersectionObserver: tests of lists that load as their end comes
// into view (components/load-more.tsx) stub it with this double.
import { onTestFinished } from 'vitest';

/** An IntersectionObserver double: the test says when the watched element is in range. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  /**
   * Whether the element is in range; a new observe() reports it, as browsers do: in a later
   * task, so a list that re-observes after each page re-renders first (a synchronous report
   * would load page after page without ever rendering).
   */
  static inRange = false;
  observe(el: Element) {
    this.targets.add(el);
    if (FakeObserver.inRange)
      setTimeout(() => {
        if (this.targets.has(el)) this.fire(true);
      }, 0);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  static reset() {
    FakeObserver.all = [];
    FakeObserver.inRange = false;
  }
  fire(isIntersecting: boolean) {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/**
 * For the running test, the end of every endless list is in view (jsdom lays nothing out), so
 * each page loaded asks for the next; put back when the test ends.
 */
export function endOfListInView(): void {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'IntersectionObserver');
  FakeObserver.inRange = true;
  Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  onTestFinished(() => {
    if (had) Object.defineProperty(globalThis, 'IntersectionObserver', had);
    else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.reset();
  });
}
