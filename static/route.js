/* Home or table, decided before the first paint (index.html loads this in <head>, blocking).

   An address naming a table (game=, embed=, show=) keeps the page as it always was: the
   boot screen, then Python draws the table. Any other address is the home page: it is in the
   HTML already (tools/build.py renders it), so it shows at once, and Python boots behind it
   (fortythieves/ui/home.py then marks "Resume" and opens tables without a second boot).
   The language (?lang=, else the saved setting) picks which of the home's two texts shows. */
(function () {
  "use strict";
  var root = document.documentElement;
  var query = new URLSearchParams(location.search);
  var table = ["game", "embed", "show"].some(function (k) { return query.has(k); });
  root.setAttribute("data-mode", table ? "table" : "home");
  var lang = query.get("lang");
  if (lang !== "en" && lang !== "hi") {
    try {
      lang = (JSON.parse(localStorage.getItem("fortythieves:settings") || "{}") || {}).lang;
    } catch (e) {
      lang = null;  // storage blocked or a damaged setting: English
    }
  }
  if (lang === "en" || lang === "hi") root.lang = lang;
  // An error before the table is drawn means Python will not start (PyScript opens IndexedDB
  // first, which a browser may refuse a frame on another site): the boot screen says so rather
  // than load for ever, and in a frame it offers the game in a tab of its own, where it can.
  function failed() {
    var boot = document.getElementById("boot");
    if (!boot || root.hasAttribute("data-ready")) return;
    boot.classList.add("failed");
    var tab = boot.querySelector(".boot-tab");
    if (tab && query.has("embed")) {
      var own = new URLSearchParams(query);
      own.delete("embed");
      tab.href = location.pathname + "?" + own.toString();
      tab.hidden = false;
    }
  }
  window.addEventListener("error", failed);
  window.addEventListener("unhandledrejection", failed);
  // PyScript reports an error of the page's Python in the console only: once it is done, a
  // boot screen still there (a table takes it away as it is drawn) is one that failed.
  window.addEventListener("py:all-done", failed);
  // The home's download of the single-file page is not kept for offline use (it is as big as
  // the site): the home offers it only when it can be fetched now, so that offline it leaves
  // out a link that would fail. navigator.onLine cannot say: it is true on a network with no
  // route out, and some browsers report it true to a page a service worker serves while the
  // network is gone. A page the worker serves asks it (static/sw.js, "reachable"): a failed
  // fetch is the answer, and it fails in the worker, not as an error of this page. A page with
  // no worker yet came from the network just now. Asked again when the connection or the
  // tab's view changes.
  function reachable() {
    if (table) return;
    var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (!worker) {
      root.setAttribute("data-download", "");
      return;
    }
    var channel = new MessageChannel();
    channel.port1.onmessage = function (event) {
      root.toggleAttribute("data-download", event.data === true);
    };
    worker.postMessage("reachable", [channel.port2]);
  }
  reachable();
  window.addEventListener("online", reachable);
  window.addEventListener("offline", reachable);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") reachable();
  });
  // Back or Forward to an entry of this same document (the home's link to a table is pushed,
  // not loaded, fortythieves/ui/home.py): the address changed and nothing else would, so the
  // page it names is loaded (a table saves on every move: nothing is lost). Listened to from
  // the first paint, before Python is up, so that a quick Back and Forward is not missed.
  // A jump link within the home (#family-board) is such an entry too, with the same page:
  // only a change of the address before its "#" loads it again (the home's jump links
  // reloaded the whole page, Python and all, and the focus went back to its top).
  function page() { return location.pathname + location.search; }
  var shown = page();
  ["pushState", "replaceState"].forEach(function (name) {
    var write = history[name];
    history[name] = function () {
      var result = write.apply(history, arguments);
      shown = page();
      return result;
    };
  });
  window.addEventListener("popstate", function () {
    if (page() !== shown) location.reload();
  });
  // The table as it was last painted (fortythieves/ui/shell/first_paint.py keeps it when the
  // player leaves), painted at once on a visit to the same table in a window of the same size:
  // the same address (as the table wrote it, or as it was opened), or one naming only the game
  // (the saved game resumes), while the save it shows is the one kept (another tab may have
  // played on). It is inert until Python, starting, takes it away and draws the table in the
  // same turn. Not in a frame.
  function firstPaint() {
    var kept;
    try {
      kept = JSON.parse(localStorage.getItem("fortythieves:paint") || "null");
    } catch (e) {
      return null;  // storage blocked or a damaged record: the boot screen, as before
    }
    if (!kept || kept.v !== 1 || query.has("embed") || kept.lang !== root.lang) return null;
    if (kept.w !== window.innerWidth || kept.h !== window.innerHeight) return null;
    var onlyGame = Array.from(query.keys()).every(function (k) {
      return k === "game" || k === "lang";
    });
    var same = kept.search === location.search || kept.asked === location.search ||
      (onlyGame && kept.game === query.get("game"));
    var saved = typeof kept.save_key === "string" && localStorage.getItem(kept.save_key);
    return same && saved === kept.saved && typeof kept.html === "string" ? kept : null;
  }
  function paint(kept, tableEl) {
    // The security policy refuses style attributes in markup; through the style object, not.
    tableEl.innerHTML = kept.html;
    tableEl.querySelectorAll("[data-style]").forEach(function (el) {
      el.style.cssText = el.getAttribute("data-style");
      el.removeAttribute("data-style");
    });
    tableEl.className = kept.cls || "";
    tableEl.style.cssText = kept.style || "";
    tableEl.inert = true;
    if (kept.kind) document.body.setAttribute("data-kind", kept.kind);
    if (kept.suits) root.setAttribute("data-suits", kept.suits);
    (kept.texts || []).forEach(function (pair) {
      document.querySelectorAll('#bar [data-t="' + CSS.escape(pair[0]) + '"], #info [data-t="' +
                                CSS.escape(pair[0]) + '"]').forEach(function (el) {
        el.textContent = pair[1];
      });
    });
    (kept.labels || []).forEach(function (pair) {
      document.querySelectorAll('#bar [data-t-label="' + CSS.escape(pair[0]) + '"]')
        .forEach(function (el) { el.setAttribute("aria-label", pair[1]); });
    });
    (kept.values || []).forEach(function (pair) {
      var el = document.getElementById(pair[0]);
      if (el) el.textContent = pair[1];
    });
    root.setAttribute("data-prepaint", "");
  }
  var kept = table ? firstPaint() : null;
  if (kept) {
    // Filled as soon as the parser has made #table (empty in index.html), before any paint.
    var watch = new MutationObserver(function () {
      var tableEl = document.getElementById("table");
      if (!tableEl) return;
      watch.disconnect();
      try {
        paint(kept, tableEl);
      } catch (e) {
        root.removeAttribute("data-prepaint");  // the boot screen, as before
        tableEl.innerHTML = "";
      }
    });
    watch.observe(root, { childList: true, subtree: true });
  }
  if (!table && lang === "hi") {
    // The home's labels in its language (fortythieves/pages/home.py writes them in English,
    // with each language's beside it; Python keeps them so on a switch).
    document.addEventListener("DOMContentLoaded", function () {
      document.querySelectorAll("#home [data-label-hi]").forEach(function (el) {
        el.setAttribute("aria-label", el.getAttribute("data-label-hi"));
      });
    });
  }
  if (!table && query.get("lang") === lang) {
    // A home opened with ?lang=: its game links keep the language until Python saves it.
    document.addEventListener("DOMContentLoaded", function () {
      document.querySelectorAll("#home a.game-link").forEach(function (a) {
        a.search += "&lang=" + lang;
      });
    });
  }
})();
