#!/usr/bin/env node
// Team and ops commands: build, deploy, rollback, status (see README). Runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
