/* Forty Thieves service worker: the whole site, cached once, played offline, one version a page.

   This is a template: tools/build.py writes it to site/sw.js (at the root, so its scope is the
   whole site) with the two lines below filled in: CACHE is named by a hash of every file's
   contents, FILES maps every file of site/ but this one and the saved page to the SHA-256 of
   its contents. index.html registers it once Python is up (static/sw-register.js).

   install   fetch every file afresh and check it against FILES: a file that does not match
             (sw.js uploaded before the rest of a new build, a proxy's stale copy) is fetched
             again; still wrong, the install fails and nothing of it is cached: the browser
             tries again at a later visit, and the old version goes on meanwhile.
   activate  claim the open pages; delete the caches of older builds that no page uses.
   fetch     GET requests in scope: from the cache of the build the asking page was loaded
             from, else the network. A navigation to the site's folder (or index.html), with
             any query string (?game=...&deal=...), gets that cache's index.html and binds the
             new page to this build; a worker a page starts is bound to the page's build. So a
             page, from its load until it closes, sees one version, even after a newer worker
             took over: its solver worker and lazily loaded files come from its own build.
   update    a new build has a new CACHE, so a new sw.js: the browser installs it beside the
             old one. Once installed, it takes over (a booted page posts "skip-waiting"), the
             open pages keep their build, and they offer to reload into the new one.
   message   "reachable": whether the saved page (not cached) can be fetched now, answered on
             the message's port: the home offers its download only then. */

const CACHE = "ft-dev";
const FILES = {};

const PREFIX = "ft-";
const BINDINGS = "ft:bindings"; // a cache of its own, kept by every build: client id -> cache
const BINDINGS_URL = "bindings.json";
const SAVED_PAGE = "forty-thieves-offline.html";
const TRIES = 3;
const TIDY_MS = 3000;

const SCOPE = new URL(self.registration.scope);

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function digest(buffer) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

/* One file of this build, checked against its hash; retried with a query string that no cache
   between here and the server has seen. */
async function fetchChecked(file, expected) {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const url = attempt ? `${file}?build=${CACHE}-${attempt}` : file;
    try {
      const response = await fetch(new Request(url, { cache: "no-cache" }));
      if (response.ok) {
        const body = await response.arrayBuffer();
        if ((await digest(body)) === expected) {
          return new Response(body, { status: 200, headers: response.headers });
        }
      }
    } catch (err) {
      // the network failed: tried again below, like a mismatch
    }
    await pause(500 * (attempt + 1));
  }
  throw new Error(`sw: ${file} does not match build ${CACHE}`);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const checked = await Promise.all(
        Object.entries(FILES).map(async ([file, hash]) => [file, await fetchChecked(file, hash)]),
      );
      const cache = await caches.open(CACHE);
      await Promise.all(checked.map(([file, response]) => cache.put(file, response)));
    })().catch(async (err) => {
      await caches.delete(CACHE);
      throw err;
    }),
  );
});

/* Which build each open page (and each worker it started) was loaded from. Kept in a cache so
   that it outlives this worker's restarts and is read by the next build's worker. */
let bindings = null;

async function readBindings() {
  if (!bindings) {
    const hit = await (await caches.open(BINDINGS)).match(BINDINGS_URL);
    bindings = new Map(hit ? Object.entries(await hit.json()) : []);
  }
  return bindings;
}

async function writeBindings() {
  const body = JSON.stringify(Object.fromEntries(bindings));
  await (await caches.open(BINDINGS)).put(BINDINGS_URL, new Response(body));
}

/* Forget the clients that are gone, then delete every older build's cache that no open client
   uses. */
async function tidy() {
  const live = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: "all" }))
    .map((c) => c.id));
  const map = await readBindings();
  for (const id of map.keys()) if (!live.has(id)) map.delete(id);
  await writeBindings();
  const used = new Set([CACHE, ...map.values()]);
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(PREFIX) && !used.has(n)).map((n) => caches.delete(n)),
  );
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // The pages open now that are bound keep their build; the others were loaded from the
      // network before any worker: they are this build's.
      const map = await readBindings();
      for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: "all" })) {
        if (!map.has(client.id)) map.set(client.id, CACHE);
      }
      await self.clients.claim();
      await tidy();
    })(),
  );
});

async function bind(id, cache) {
  if (!id) return;
  const map = await readBindings();
  map.set(id, cache);
  await writeBindings();
}

/* Builds of the pages that said they are starting a worker (static/sw-register.js), oldest
   first: a worker started from a blob: address (as PyScript starts one) asks for nothing
   before its own first request, which does not say what started it. */
const starting = [];
const STARTING_MS = 30000;

/* The build of a client never seen: a worker from a page that said so, else the build of the
   pages open now when they share one. */
async function adopt(clientId) {
  const now = Date.now();
  while (starting.length && now - starting[0].at > STARTING_MS) starting.shift();
  const client = await self.clients.get(clientId);
  let name = CACHE;
  if (client && client.type !== "window" && starting.length) {
    name = starting.shift().name;
  } else {
    const map = await readBindings();
    const pages = await self.clients.matchAll({ type: "window" });
    const builds = new Set(pages.map((c) => map.get(c.id) || CACHE));
    if (builds.size === 1) name = [...builds][0];
  }
  await bind(clientId, name);
  return name;
}

async function cacheOf(clientId) {
  const map = await readBindings();
  const name = !clientId ? CACHE : map.get(clientId) || (await adopt(clientId));
  return (await caches.has(name)) ? name : CACHE;
}

function isPage(url) {
  const rest = url.pathname.slice(SCOPE.pathname.length);
  return rest === "" || rest === "index.html";
}

async function answer(event, url) {
  const request = event.request;
  if (request.mode === "navigate") {
    // A new page: this build's, whatever build the page it came from had. The page it
    // replaces (a reload) is still open now: tidy up once it has gone.
    event.waitUntil(bind(event.resultingClientId, CACHE).then(() => pause(TIDY_MS)).then(tidy));
    const cache = await caches.open(CACHE);
    const hit = isPage(url)
      ? await cache.match("index.html")
      : await cache.match(request, { ignoreSearch: true });
    return hit || fetch(request);
  }
  const name = await cacheOf(event.clientId);
  if (request.destination === "worker" || request.destination === "sharedworker") {
    event.waitUntil(bind(event.resultingClientId, name));
  }
  const hit = await (await caches.open(name)).match(request);
  return hit || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  event.respondWith(answer(event, url));
});

async function reachable() {
  try {
    const response = await fetch(new URL(SAVED_PAGE, SCOPE), { method: "HEAD", cache: "no-store" });
    return response.ok;
  } catch (err) {
    return false;
  }
}

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") {
    self.skipWaiting();
  } else if (event.data === "reachable" && event.ports[0]) {
    const port = event.ports[0];
    event.waitUntil(reachable().then((ok) => port.postMessage(ok)));
  } else if (event.data === "starting-worker" && event.source) {
    const id = event.source.id;
    event.waitUntil(cacheOf(id).then((name) => starting.push({ name, at: Date.now() })));
  } else if (event.data === "build" && event.ports[0]) {
    // The build the asking page was loaded from, and the newest one.
    const port = event.ports[0];
    const id = event.source && event.source.id;
    event.waitUntil(cacheOf(id).then((mine) => port.postMessage({ mine, newest: CACHE })));
  }
});
