#!/usr/bin/env node
// Production build that also fails on what Docusaurus only warns about: the
// site config lets broken anchors and duplicate routes warn, but we hold them
// at zero, and TypeDoc warnings mean the API reference lost something
// (ARCHITECTURE.md, "Warnings are errors").
import {spawn} from 'node:child_process';

const watched = [
  {pattern: /Docusaurus found broken anchors!/, what: 'broken anchors'},
  {pattern: /Duplicate routes found!/, what: 'duplicate routes'},
  {pattern: /\[warning\]/i, what: 'TypeDoc or build warnings'},
];

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {stdio: ['inherit', 'pipe', 'pipe']});
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}

child.on('close', (code) => {
  const found = watched.filter(({pattern}) => pattern.test(output)).map(({what}) => what);
  if (found.length > 0) {
    console.error(`\nBuild check failed: the build reported ${found.join(' and ')} (see the log above).`);
    process.exit(1);
  }
  process.exit(code ?? 1);
});
