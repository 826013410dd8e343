/**
 * 繁體 for the rendered page (docs/i18n.md, "What is converted"): while Traditional is active, every
 * text node and the displayed attributes below are looked up in the catalogue (the Simplified text
 * exactly as rendered → Traditional) and rewritten in place. Part of the lazy i18n-hant chunk only.
 *
 * Why the DOM and not t() in every component: about 1,700 distinct inline texts in 210 files, many
 * of them also API values, keys and comparisons that must never change with the language. React
 * writes text nodes by nodeValue and never reads them back, so rewriting them is invisible to it; a
 * later render writes the Simplified value again, which the observer sees and translates again.
 *
 * Never touched: form values (`<input>`'s value is not a node; `<textarea>` is skipped), editable
 * regions, scripts and styles, and any subtree marked with the standard `translate="no"` (chat
 * bubbles, posts, nicknames, operator HTML: user and operator content stays as written).
 */
const ATTRS = ['placeholder', 'aria-label', 'title', 'alt'];
const SKIP = 'script,style,textarea,[translate="no"],[contenteditable=""],[contenteditable="true"]';
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

type Translate = (text: string) => string;

/** What we wrote, and what it replaced, per text node and per element attribute. */
const textWrites = new WeakMap<Node, { from: string; to: string }>();
const attrWrites = new WeakMap<Element, Map<string, { from: string; to: string }>>();

let observer: MutationObserver | null = null;
let translate: Translate = (t) => t;

function textNode(node: Text) {
  const value = node.nodeValue ?? '';
  // Our own write coming back through the observer: nothing to do (no loops).
  if (textWrites.get(node)?.to === value || !CJK.test(value)) return;
  if (node.parentElement?.closest(SKIP)) return;
  const to = translate(value);
  if (to === value) return;
  textWrites.set(node, { from: value, to });
  node.nodeValue = to;
}

function attribute(el: Element, name: string) {
  const value = el.getAttribute(name);
  if (value === null || !CJK.test(value)) return;
  const writes = attrWrites.get(el);
  if (writes?.get(name)?.to === value || el.closest(SKIP)) return;
  const to = translate(value);
  if (to === value) return;
  if (writes) writes.set(name, { from: value, to });
  else attrWrites.set(el, new Map([[name, { from: value, to }]]));
  el.setAttribute(name, to);
}

function element(el: Element) {
  for (const name of ATTRS) if (el.hasAttribute(name)) attribute(el, name);
}

/** The subtree of `root`, skipping marked subtrees whole. */
function walk(root: Node) {
  if (root.nodeType === Node.TEXT_NODE) return textNode(root as Text);
  if (root.nodeType !== Node.ELEMENT_NODE) return;
  const start = root as Element;
  if (start.closest(SKIP)) return;
  element(start);
  const walker = document.createTreeWalker(start, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.nodeType === Node.ELEMENT_NODE && (n as Element).matches(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) textNode(n as Text);
    else element(n as Element);
  }
}

function onMutations(records: MutationRecord[]) {
  for (const r of records) {
    if (r.type === 'characterData') textNode(r.target as Text);
    else if (r.type === 'attributes') attribute(r.target as Element, r.attributeName!);
    else r.addedNodes.forEach((n) => n.isConnected && walk(n));
  }
}

/** Starts translating `document.body` (idempotent): one walk now, then every change. */
export function startHantDom(fn: Translate): void {
  translate = fn;
  if (observer) return;
  walk(document.body);
  observer = new MutationObserver(onMutations);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ATTRS });
}

/**
 * Stops and puts back the Simplified source wherever a node still shows what we wrote (the pages
 * remount on a switch anyway; this covers what lives outside them: toasts, popups, portals).
 */
export function stopHantDom(): void {
  if (!observer) return;
  observer.disconnect();
  observer = null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) {
      const w = textWrites.get(n);
      if (w && n.nodeValue === w.to) n.nodeValue = w.from;
      textWrites.delete(n);
    } else {
      const el = n as Element;
      attrWrites.get(el)?.forEach((w, name) => {
        if (el.getAttribute(name) === w.to) el.setAttribute(name, w.from);
      });
      attrWrites.delete(el);
    }
  }
}
