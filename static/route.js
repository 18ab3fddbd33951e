/* Home or table, decided before the first paint (index.html loads this in <head>, blocking).

   An address naming a table (game=, embed=, page=, show=) keeps the page as it always was: the
   boot screen, then Python draws the table. Any other address is the home page: it is in the
   HTML already (tools/build.py renders it), so it shows at once, and Python boots behind it
   (fortythieves/ui/home.py then marks "Resume" and opens tables without a second boot).
   The language (?lang=, else the saved setting) picks which of the home's two texts shows. */
(function () {
  "use strict";
  var root = document.documentElement;
  var query = new URLSearchParams(location.search);
  var table = ["game", "embed", "page", "show"].some(function (k) { return query.has(k); });
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
  if (!table && query.get("lang") === lang) {
    // A home opened with ?lang=: its game links keep the language until Python saves it.
    document.addEventListener("DOMContentLoaded", function () {
      document.querySelectorAll("#home a.game-link").forEach(function (a) {
        a.search += "&lang=" + lang;
      });
    });
  }
})();
