/* The Pyodide that PyScript loads (pyscript.toml, `interpreter`), on the page and in the
   solver's worker: the vendored one, started from the build's memory snapshot (docs/boot.md).

   This is a template: tools/build.py writes it to site/static/ with SNAPSHOT filled in: the
   snapshot's file (beside app.zip, named by a hash of Pyodide, app.zip and the recipe) and its
   SHA-256. PyScript calls loadPyodide() as it would Pyodide's own; this one fetches the
   snapshot, checks it against that hash, unzips it (DecompressionStream) and hands it to
   Pyodide (`_loadSnapshot`, private to Pyodide: pinned to the vendored version and tested by
   e2e/test_snapshot.py), so Python starts with the engines already imported. A snapshot that
   cannot be had (no network, a damaged download, another build's, a browser without
   DecompressionStream or crypto.subtle) or that Pyodide refuses gives the plain start, with
   the same result, only slower. The page's <html> says which start it had: data-python is
   "snapshot" or "plain" (the tests and bench/boot.py read it). */

import { loadPyodide as loadVendored, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const SNAPSHOT = null;

const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;

function started(how) {
  if (globalThis.document) document.documentElement.dataset.python = how;
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

/* The snapshot's memory, checked; rejects when it cannot be had or does not match. */
async function fetchSnapshot() {
  const response = await fetch(new URL(`../${SNAPSHOT.file}`, import.meta.url));
  if (!response.ok) throw new Error(`${SNAPSHOT.file}: HTTP ${response.status}`);
  const gzipped = await response.arrayBuffer();
  if (hex(await crypto.subtle.digest("SHA-256", gzipped)) !== SNAPSHOT.sha256) {
    throw new Error(`${SNAPSHOT.file} does not match this build`);
  }
  const memory = new Blob([gzipped]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(memory).arrayBuffer());
}

export async function loadPyodide(options = {}) {
  const config = { ...options, indexURL: INDEX_URL };
  if (SNAPSHOT && globalThis.DecompressionStream && globalThis.crypto?.subtle) {
    const snapshot = fetchSnapshot();
    snapshot.catch(() => {}); // awaited by Pyodide later: not an unhandled rejection meanwhile
    try {
      const pyodide = await loadVendored({ ...config, _loadSnapshot: snapshot });
      // The snapshot holds the generator's state: reseed it, or every visit draws alike.
      pyodide.runPython("import random; random.seed()");
      started("snapshot");
      return pyodide;
    } catch (error) {
      console.warn("Python starts without its snapshot:", error);
    }
  }
  const pyodide = await loadVendored(config);
  started("plain");
  return pyodide;
}
