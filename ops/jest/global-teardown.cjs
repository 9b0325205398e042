module.exports = require('./test-templates.cjs').teardown;
