// Make the page's Python memory snapshot (docs/boot.md): run by tools/build.py.
//
//   node tools/snapshot.mjs APP_ZIP RECIPE_PY OUT
//
// Loads the vendored Pyodide of node_modules/pyodide with `_makeSnapshot`, unpacks APP_ZIP into
// the working directory exactly as the page's PyScript does (pyscript.toml, [files]), runs
// RECIPE_PY (tools/snapshot_recipe.py: the imports the tables need, then a garbage collection),
// and writes the interpreter's memory to OUT, gzipped: the page restores it with `_loadSnapshot`
// (static/pyodide-boot.mjs) instead of starting Python and importing all that again. Both
// options are private to Pyodide: they are tested with the vendored version only.

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pyodideDir = path.join(repo, "node_modules", "pyodide");
const [appZip, recipe, out] = process.argv.slice(2);
if (!out) {
  process.stderr.write("usage: node tools/snapshot.mjs APP_ZIP RECIPE_PY OUT\n");
  process.exit(2);
}

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, _makeSnapshot: true });
const cwd = pyodide.runPython("import os; os.getcwd()");
// Node gives a Buffer, which Pyodide does not take as a typed array of its own.
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(appZip)), "zip", { extractDir: cwd });
const imported = pyodide.runPython(fs.readFileSync(recipe, "utf8"));
const memory = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, zlib.gzipSync(memory, { level: 9 }));
process.stdout.write(
  `${path.basename(out)}: ${imported} modules, ${(memory.length / 1e6).toFixed(1)} MB of memory, ` +
    `${(fs.statSync(out).size / 1e6).toFixed(1)} MB gzipped\n`,
);
