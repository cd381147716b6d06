// The root run: one Jest process over every workspace package that has a jest.config.cjs.
const fs = require('node:fs');
const path = require('node:path');

// scripts/ holds the tests of test:affected's module (affected.cjs).
const roots = [
  'shell',
  'scripts',
  ...fs.readdirSync(__dirname).filter((d) => d.startsWith('mfe-')),
];
for (const d of fs.readdirSync(path.join(__dirname, 'packages'))) roots.push(`packages/${d}`);

module.exports = {
  projects: roots
    .map((d) => path.join(__dirname, d))
    .filter((d) => fs.existsSync(path.join(d, 'jest.config.cjs'))),
};
