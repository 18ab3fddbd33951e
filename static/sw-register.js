// Offline play (static/sw.js): register the service worker once Python is up, never during the
// boot. A newer worker (a new build) takes over only when a booted page tells it to: this page
// keeps its game as it is, the next load gets the new version. A file of its own, not an inline
// script, so that the Content-Security-Policy of index.html can forbid inline scripts.
if ("serviceWorker" in navigator) {
  addEventListener("py:all-done", () => {  // PyScript dispatches it on window
    navigator.serviceWorker.register("./sw.js").then((reg) => {
      if (!reg) return;  // service workers blocked (Playwright's default in e2e/)
      const activate = (worker) => {
        if (!worker) return;
        const go = () => navigator.serviceWorker.controller && worker.postMessage("skip-waiting");
        if (worker.state === "installed") go();
        else worker.addEventListener("statechange", () => worker.state === "installed" && go());
      };
      activate(reg.waiting || reg.installing);
      reg.addEventListener("updatefound", () => activate(reg.installing));
    }, (err) => console.warn("service worker not registered:", err));
  }, { once: true });
}
