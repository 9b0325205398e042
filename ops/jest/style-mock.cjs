// CSS Modules in jest: class names come back as their own keys.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
