// An image imported by a module (webpack's asset rule: a URL, or a data: URI when small) as jest sees it: a URL.
module.exports = '/test-asset.svg';
