/* A table embedded on another site may be refused all storage: where a browser blocks
   third-party storage (Debian's Chromium by default, private windows, some settings), reading
   localStorage throws and IndexedDB will not open. The table keeps its own storage in memory
   in a frame anyway (fortythieves.ui.shell.dom), but PyScript opens an IndexedDB cache before Python
   starts, and a refusal there stopped the boot. So where storage is refused, this page gets an
   IndexedDB that lives in memory: as much of one as PyScript's cache uses (open, one object
   store, get, getKey, getAllKeys, put, delete, clear, count), every answer a moment later, as
   the real one answers. Loaded before PyScript (index.html). A PyScript worker opens the same
   cache in a scope this page cannot reach first, so the solver, which runs in one, cannot
   start there: static/solver.css leaves its menu entries out (html[data-storage=memory]). */
(function () {
  "use strict";
  try {
    if (window.localStorage) return;  // storage allowed: the browser's own IndexedDB
  } catch (refused) {
    // a SecurityError: no storage for this frame
  }

  function answer(result) {
    var request = { result: result, error: null, onsuccess: null, onerror: null };
    setTimeout(function () {
      if (request.onsuccess) request.onsuccess({ type: "success", target: request });
    }, 0);
    return request;
  }

  function ObjectStore(entries) { this.entries = entries; }
  ObjectStore.prototype.get = function (key) { return answer(this.entries.get(key)); };
  ObjectStore.prototype.getKey = function (key) {
    return answer(this.entries.has(key) ? key : undefined);
  };
  ObjectStore.prototype.getAllKeys = function () {
    return answer(Array.from(this.entries.keys()).sort());
  };
  ObjectStore.prototype.count = function () { return answer(this.entries.size); };
  ObjectStore.prototype.put = function (value, key) {
    this.entries.set(key, value);
    return answer(key);
  };
  ObjectStore.prototype.delete = function (key) {
    this.entries.delete(key);
    return answer(undefined);
  };
  ObjectStore.prototype.clear = function () {
    this.entries.clear();
    return answer(undefined);
  };

  function Database(name) {
    this.name = name;
    this.version = 1;
    this.stores = {};
    this.objectStoreNames = [];
    this.onabort = this.onclose = this.onerror = this.onversionchange = null;
  }
  Database.prototype.createObjectStore = function (name) {
    this.stores[name] = new Map();
    this.objectStoreNames.push(name);
    return new ObjectStore(this.stores[name]);
  };
  Database.prototype.transaction = function () {
    var stores = this.stores;
    return {
      oncomplete: null, onerror: null, onabort: null,
      objectStore: function (name) { return new ObjectStore(stores[name]); },
    };
  };
  Database.prototype.close = function () {};

  var databases = {};
  var memory = {
    open: function (name) {
      var request = { result: null, transaction: null, error: null, onsuccess: null,
                      onerror: null, onupgradeneeded: null, onblocked: null };
      setTimeout(function () {
        var db = databases[name];
        request.result = db || (databases[name] = new Database(name));
        if (!db && request.onupgradeneeded) {
          var upgrade = request.result.transaction();
          request.transaction = upgrade;
          request.onupgradeneeded({ type: "upgradeneeded", target: request });
          request.transaction = null;
          if (upgrade.oncomplete) upgrade.oncomplete({ type: "complete", target: upgrade });
        }
        if (request.onsuccess) request.onsuccess({ type: "success", target: request });
      }, 0);
      return request;
    },
    deleteDatabase: function (name) {
      delete databases[name];
      return answer(undefined);
    },
  };
  Object.defineProperty(window, "indexedDB", { value: memory, configurable: true });
  document.documentElement.setAttribute("data-storage", "memory");
})();
