// Queries that wait for a condition (findBy…, waitFor) wait up to 5 s rather than testing-library's 1 s: npm test
// runs jest beside the journeys on a 2-core machine, where a page's first render in jsdom can take longer than 1 s.
const { configure } = require('@testing-library/dom');
configure({ asyncUtilTimeout: 5000 });
