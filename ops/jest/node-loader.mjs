// The 'node' project's runner (jest-light-runner) imports its test files with Node's own loader: TypeScript through
// tsx, for the packages Node reads as ES modules (the api, shared, ops) and for those it reads as CommonJS (the shell,
// the remotes), and a CSS module as jest's own runner gives it (style-mock.cjs: each class name is its own key) when a
// module under test imports one.
import { createRequire } from 'node:module';
import { register as registerModules } from 'tsx/esm/api';
import { register as registerCommonJs } from 'tsx/cjs/api';

registerModules();
registerCommonJs();
const require = createRequire(import.meta.url);
const styles = require('./style-mock.cjs');
require.extensions['.css'] = (module) => {
  module.exports = styles;
};
