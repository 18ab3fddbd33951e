/* Boot of the single-file saved page (tools/single.py writes it into the page, last).

   Opened from disk (file://) the page may not load module scripts nor fetch files beside it, so
   everything is in the page: <script type="application/octet-stream" data-asset="NAME"> elements
   hold each file gzipped and base64-encoded. This script unpacks them in memory:

   - pyodide.mjs and pyodide.asm.mjs become blob: URLs that import() accepts;
   - the wasm and the standard library are fetched by Pyodide from INDEX_URL, an address that
     exists nowhere: a wrapped fetch() answers for it from the page (anything else goes to the
     real fetch, so a file forgotten here shows up as a failed request, not as silence);
   - the lock file is handed to loadPyodide, the app's files are unpacked into the working
     directory (on sys.path), and `pyscript` is a module of two names, document and window:
     all the view uses of PyScript (py/fortythieves/ui/shell/dom.py).

   Then main.py runs as it does under PyScript. On any failure the boot screen says so. */
"use strict";

(() => {
  const INDEX_URL = "embedded:/pyodide/";
  const SERVED = {
    "pyodide.asm.wasm": "application/wasm",
    "python_stdlib.zip": "application/zip",
  };

  function base64Bytes(text) {
    if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  /** The asset NAME as a Response (decompressed as it is read); its element is then dropped. */
  function asset(name, type = "application/octet-stream") {
    const element = document.querySelector(`script[data-asset="${name}"]`);
    if (!element) throw new Error(`the page holds no ${name}`);
    const packed = new Blob([base64Bytes(element.textContent.trim())]);
    element.remove();
    const body = packed.stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(body, { headers: { "Content-Type": type } });
  }

  async function moduleURL(name) {
    const code = await asset(name).blob();
    return URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  }

  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {  // async: a missing asset rejects, as fetch does
    const url = String(input instanceof Request ? input.url : input);
    const name = url.startsWith(INDEX_URL) ? url.slice(INDEX_URL.length) : "";
    return Object.hasOwn(SERVED, name) ? asset(name, SERVED[name]) : realFetch(input, init);
  };

  async function boot() {
    const { loadPyodide } = await import(await moduleURL("pyodide.mjs"));
    const { default: createPyodideModule } = await import(await moduleURL("pyodide.asm.mjs"));
    const pyodide = await loadPyodide({
      indexURL: INDEX_URL,
      createPyodideModule,
      lockFileContents: asset("pyodide-lock.json").text(),
    });
    // The working directory is on sys.path (as '').
    const app = await asset("app.zip").arrayBuffer();
    pyodide.unpackArchive(app, "zip", { extractDir: pyodide.FS.cwd() });
    pyodide.registerJsModule("pyscript", { document, window });
    await pyodide.runPythonAsync(await asset("main.py").text(), { filename: "main.py" });
  }

  boot().catch((error) => {
    console.error("the saved page could not start:", error);
    document.getElementById("boot")?.classList.add("failed");
  });
})();
