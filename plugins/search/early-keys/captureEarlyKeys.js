// Inlined in every page's <head> by plugins/search/index.ts (see ARCHITECTURE.md, "No keystroke lost").
// From the first paint until the search bar has hydrated, it keeps the search shortcuts
// (Ctrl/Cmd+K anywhere, "/" outside a form field, the same rules as DocSearch's) from the
// browser and remembers what is typed after them; the search bar takes that over and opens
// the dialog with it. Once hydrated, the search bar arms it again whenever it opens the
// dialog, so what is typed while the dialog loads and mounts is kept too. Plain ES5 with no
// dependencies: it runs before any bundle has loaded.
(function () {
  var root = document.documentElement;
  // The text typed since the shortcut, or null while no search is pending.
  var pending = null;
  function isEditing(event) {
    var target = event.composedPath()[0];
    var tag = target && target.tagName;
    return !!target && (target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || tag === 'BUTTON');
  }
  function onKeyDown(event) {
    var key = event.key || '';
    var isCtrlK = key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
    if (isCtrlK || (key === '/' && pending === null && !isEditing(event))) {
      // Like the dialog, a second Ctrl/Cmd+K closes what the first opened.
      pending = pending === null ? '' : null;
    } else if (pending === null) {
      return;
    } else if (key === 'Escape') {
      pending = null;
    } else if (key === 'Backspace') {
      pending = pending.slice(0, -1);
    } else if (key.length === 1 && !event.metaKey && !(event.ctrlKey && !event.altKey)) {
      // A printable character; AltGr arrives as Ctrl+Alt and still types one.
      pending += key;
    } else {
      return;
    }
    event.preventDefault();
    // Document capture runs before DocSearch's window listener: a key is handled once.
    event.stopPropagation();
    if (pending === null) root.removeAttribute('data-search-pending');
    else root.setAttribute('data-search-pending', '');
  }
  document.addEventListener('keydown', onKeyDown, true);
  window.__earlySearchKeys = {
    isPending: function () {
      return pending !== null;
    },
    arm: function () {
      if (pending === null) pending = '';
      // The same listener is added once, however often this runs.
      document.addEventListener('keydown', onKeyDown, true);
      root.setAttribute('data-search-pending', '');
    },
    take: function () {
      document.removeEventListener('keydown', onKeyDown, true);
      root.removeAttribute('data-search-pending');
      var query = pending;
      pending = null;
      return query;
    },
  };
})();
