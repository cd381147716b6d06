#!/usr/bin/env node
// site-release: compiles the package when a source changed (scripts/compile.mjs), then runs its CLI.
import { loadRelease } from '../scripts/compile.mjs';

const { main } = await loadRelease();
process.exitCode = await main(process.argv.slice(2));
