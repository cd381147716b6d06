// Which workspace packages a change touches (scripts/test-affected.mjs). CommonJS, for Jest.
const fs = require('node:fs');
const path = require('node:path');

/** Every workspace package folder that has a package.json: name → { dir, deps }. */
function workspacePackages(root) {
  const dirs = [
    'shell',
    'e2e',
    'bench',
    ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-')),
  ];
  for (const d of fs.readdirSync(path.join(root, 'packages'))) dirs.push(`packages/${d}`);
  const packages = new Map();
  for (const dir of dirs) {
    const file = path.join(root, dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    const deps = Object.entries({
      ...pkg.dependencies,
      ...pkg.devDependencies,
      ...pkg.peerDependencies,
    })
      .filter(([, spec]) => String(spec).startsWith('workspace:'))
      .map(([name]) => name);
    packages.set(pkg.name, { dir, deps });
  }
  return packages;
}

/** The package folders to test for these changed files: the packages they sit in and their dependents; null means all. */
function affectedDirs(changed, packages) {
  const byDir = [...packages.entries()]
    .map(([name, p]) => ({ name, ...p }))
    .sort((a, b) => b.dir.length - a.dir.length);
  const touched = new Set();
  for (const file of changed) {
    // scripts/ has its own tests; documentation changes test nothing.
    if (file.startsWith('scripts/')) {
      touched.add('<scripts>');
      continue;
    }
    if (/\.md$/.test(file)) continue;
    const owner = byDir.find((p) => file === p.dir || file.startsWith(`${p.dir}/`));
    if (!owner) return null;
    touched.add(owner.name);
  }
  // Dependents, transitively: whoever uses a touched package is touched.
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, p] of packages) {
      if (!touched.has(name) && p.deps.some((d) => touched.has(d))) {
        touched.add(name);
        grew = true;
      }
    }
  }
  return [...touched]
    .map((name) => (name === '<scripts>' ? 'scripts' : packages.get(name).dir))
    .sort();
}

/**
 * The commit a change is measured from, given `git(...args)` (throws on failure): the merge base
 * with main on a branch; on main itself, the commits not yet pushed (`@{upstream}`); with nothing
 * unpushed (or no remote), the last commit: a change committed on main is still the change.
 */
function defaultBase(git) {
  const head = git('rev-parse', 'HEAD');
  for (const ref of ['main', '@{upstream}']) {
    try {
      const base = git('merge-base', 'HEAD', ref);
      if (base !== head) return base;
    } catch {
      // No such ref here: try the next.
    }
  }
  try {
    return git('rev-parse', 'HEAD~1');
  } catch {
    return 'HEAD';
  }
}

module.exports = { workspacePackages, affectedDirs, defaultBase };
