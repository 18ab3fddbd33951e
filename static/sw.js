/* Forty Thieves service worker: the whole site, cached once, played offline.

   This is a template: tools/build.py writes it to site/sw.js (at the root, so its scope is the
   whole site) with the two lines below filled in: CACHE is named by a hash of every file's
   contents, FILES lists every file of site/ but this one. index.html registers it once Python
   is up (PyScript's py:all-done), never during the boot.

   install   precache FILES into CACHE (all or nothing); no skipWaiting here.
   activate  delete every other "ft-" cache, then claim the open pages.
   fetch     GET requests in scope: the cache first, else the network. A navigation to the
             site's folder (or index.html), with any query string (?game=...&deal=...), gets
             the cached index.html.
   update    a new build has a new CACHE, so a new sw.js: the browser installs it beside the old
             one on the next visit. A page that has finished booting posts "skip-waiting" to it,
             so it takes over at once; the running page keeps its game (Python and the app are
             in its memory, nothing is reloaded) and the next load is the new version. Until a
             booted page says so, a page still booting goes on being served the old cache. */

const CACHE = "ft-dev";
const FILES = [];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // "no-cache": revalidate with the server, never take a stale copy from the HTTP cache.
      cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" }))),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith("ft-") && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

const SCOPE = new URL(self.registration.scope);

function isPage(url) {
  const rest = url.pathname.slice(SCOPE.pathname.length);
  return rest === "" || rest === "index.html";
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit =
        request.mode === "navigate" && isPage(url)
          ? await cache.match("index.html")
          : await cache.match(request, { ignoreSearch: request.mode === "navigate" });
      return hit || fetch(request);
    }),
  );
});
