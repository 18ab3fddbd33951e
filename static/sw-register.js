// Offline play (static/sw.js): register the service worker once Python is up, never during the
// boot. A newer worker (a new build) takes over once installed, when a booted page tells it to:
// every open page keeps the build it was loaded from (the worker serves each page from its own
// build's cache), and offers to reload into the new one (#update, filled in by the build). A
// file of its own, not an inline script, so that the Content-Security-Policy of index.html can
// forbid inline scripts.
if ("serviceWorker" in navigator) {
  const ask = (worker, question) =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      worker.postMessage(question, [channel.port2]);
    });

  // A newer build took over: offer it, unless this page is of that build already.
  const offer = async () => {
    const worker = navigator.serviceWorker.controller;
    const update = document.getElementById("update");
    if (!worker || !update) return;
    const build = await ask(worker, "build");
    if (build.mine === build.newest) return;
    update.setAttribute("role", "alert");  // said once shown: no live region waits idle
    update.hidden = false;
    update.querySelector("button").addEventListener("click", () => location.reload(), { once: true });
  };

  navigator.serviceWorker.addEventListener("controllerchange", offer);
  // A worker this page starts (the solver's) is of this page's build: the service worker is
  // told before it starts, since a worker from a blob: address cannot say what started it.
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      const worker = navigator.serviceWorker.controller;
      if (worker) worker.postMessage("starting-worker");
      super(...args);
    }
  };

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
