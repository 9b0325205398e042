module.exports = require('./test-templates.cjs').setup;
