// The api project's runner (jest-light-runner) imports test files with Node's own loader: tsx's hooks let it read
// TypeScript, as `tsx` runs the api itself (npm start).
import { register } from 'tsx/esm/api';

register();
