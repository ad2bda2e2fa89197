/** The browser's reload, in a module of its own so tests can see it asked for (jsdom cannot). */
export function reloadPage() {
  window.location.reload();
}
