/**
 * A visitor's first act must not kill the page's scripts.
 *
 * When someone clicks, types or chooses before React's scheduled hydration, React hydrates
 * the whole document at once for that event. With single fetch, Remix's root suspends until it
 * has read the page's data; a suspension in that forced pass ends in React error #345 ("Root did
 * not complete", remix-run/remix#10214) and the page never comes alive. Until Remix has its
 * router, these events go to the browser alone: links and forms work as they do without
 * JavaScript, and a choice stays in the page (components read the form when they mount).
 * Afterwards React gets them, early ones included.
 */
// React 18's events that force hydration (react-dom's discreteReplayableEvents).
const FORCING_EVENTS = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
];

export function holdEarlyEvents() {
  function hold(event: Event) {
    if (!("__remixRouter" in window)) return event.stopPropagation(); // window's capture is first
    for (const type of FORCING_EVENTS) window.removeEventListener(type, hold, true);
  }
  for (const type of FORCING_EVENTS) window.addEventListener(type, hold, true);
}
