// Run Python inside Pyodide under Node, as the browser would run the engine: the engine tests
// (tests/) or a script (the benchmarks measure the engine's speed in Pyodide this way).
//
//   node tools/pyodide_run.mjs [pytest args...]         (make test-pyodide PYTEST_ARGS="-k deal")
//   node tools/pyodide_run.mjs --script FILE [args...]  runs FILE as __main__, sys.argv = [FILE, args]
//
// Loads the Pyodide of node_modules/pyodide, unpacks every wheel of .cache/pyodide-wheels
// (pytest, hypothesis, pysol-cards, ...: `make test-pyodide` downloads them from
// requirements-pyodide.txt), mounts this checkout at /repo with NODEFS, puts /repo/py on
// sys.path and runs pytest.main(["tests", "-q", "-p", "no:cacheprovider", "-m", "not native_only",
// ...args]). The process exits with pytest's exit code. A positional argument naming tests/...
// replaces the default "tests"; a later -m replaces the default marker expression.
//
// Environment passed into Python: CI, HYPOTHESIS_PROFILE, PYTEST_ADDOPTS, COLUMNS and every
// FORTYTHIEVES_* variable. HYPOTHESIS_STORAGE_DIRECTORY points into Pyodide's in-memory /tmp,
// so hypothesis never writes a database into the checkout; bytecode is not written either.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pyodideDir = path.join(repo, "node_modules", "pyodide");
const wheelDir = process.env.PYODIDE_WHEELS || path.join(repo, ".cache", "pyodide-wheels");

function die(message) {
  process.stderr.write(`pyodide_run: ${message}\n`);
  process.exit(2);
}

if (!fs.existsSync(path.join(pyodideDir, "pyodide.mjs"))) {
  die(`${pyodideDir} is missing: run \`make node_modules\` (npm ci)`);
}
const wheels = fs.existsSync(wheelDir)
  ? fs.readdirSync(wheelDir).filter((f) => f.endsWith(".whl")).sort()
  : [];
const scriptMode = process.argv[2] === "--script";
if (!scriptMode && !wheels.some((f) => f.startsWith("pytest-"))) {
  die(`no pytest wheel in ${wheelDir}: run \`make test-pyodide\`, which downloads the wheels`);
}

// A compiled wheel must match this Pyodide's ABI (pyodide-lock.json: info.abi_version).
const lockInfo = JSON.parse(fs.readFileSync(path.join(pyodideDir, "pyodide-lock.json"))).info;
const wantPlatform = `pyemscripten_${lockInfo.abi_version}_${lockInfo.arch}`;
for (const whl of wheels) {
  const platform = whl.replace(/\.whl$/, "").split("-").pop();
  if (platform !== "any" && platform !== wantPlatform) {
    die(`${whl} is built for ${platform}, this Pyodide needs ${wantPlatform} or any`);
  }
}

const env = {
  HOME: "/home/pyodide",
  HYPOTHESIS_STORAGE_DIRECTORY: "/tmp/hypothesis",
  PYTHONDONTWRITEBYTECODE: "1",
  COLUMNS: String(process.stdout.columns || process.env.COLUMNS || 100),
};
for (const [key, value] of Object.entries(process.env)) {
  if (["CI", "HYPOTHESIS_PROFILE", "PYTEST_ADDOPTS"].includes(key) || key.startsWith("FORTYTHIEVES_")) {
    env[key] = value;
  }
}

const started = Date.now();
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, env });

// Raw byte streams, so pytest's output reaches the terminal unchanged and unbuffered.
const writer = (fd) => ({
  write(buffer) {
    fs.writeSync(fd, buffer);
    return buffer.length;
  },
  isatty: Boolean(fd === 1 ? process.stdout.isTTY : process.stderr.isTTY),
});
pyodide.setStdout(writer(1));
pyodide.setStderr(writer(2));

// Into site-packages (the default is the working directory), so their entry points count:
// hypothesis registers its pytest plugin that way.
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const whl of wheels) {
  const buffer = new Uint8Array(fs.readFileSync(path.join(wheelDir, whl)));
  pyodide.unpackArchive(buffer, "wheel", { extractDir: sitePackages });
}

pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");

if (scriptMode) {
  const script = process.argv[3];
  pyodide.globals.set("script_argv", pyodide.toPy(process.argv.slice(3)));
  let code = 0;
  try {
    pyodide.runPython(`
import os, runpy, sys
sys.dont_write_bytecode = True
os.chdir("/repo")
sys.path.insert(0, "/repo/py")
sys.argv = list(script_argv)
runpy.run_path(sys.argv[0], run_name="__main__")
`);
  } catch (error) {
    process.stderr.write(`pyodide_run: ${script}: ${error}\n`);
    code = 1;
  }
  process.exit(code);
}

const extra = process.argv.slice(2);
const namesTests = extra.some((a) => a === "tests" || a.startsWith("tests/") || a.startsWith("tests:"));
const args = [
  ...(namesTests ? [] : ["tests"]),
  "-q",
  "-p",
  "no:cacheprovider",
  "-m",
  "not native_only",
  ...extra,
];
process.stderr.write(
  `pyodide_run: Pyodide ${pyodide.version} (Python ${lockInfo.python}), ` +
    `${wheels.length} wheels, ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);

pyodide.globals.set("pytest_args", pyodide.toPy(args));
let code;
try {
  code = pyodide.runPython(`
import os, sys
sys.dont_write_bytecode = True
os.chdir("/repo")
sys.path.insert(0, "/repo/py")
import pytest
int(pytest.main(list(pytest_args)))
`);
} catch (error) {
  process.stderr.write(`pyodide_run: ${error}\n`);
  code = 3;
}
process.stderr.write(
  `pyodide_run: pytest exited with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
process.exit(code);
