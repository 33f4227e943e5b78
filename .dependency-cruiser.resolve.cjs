// The web's `@/` alias as web/vite.config.ts and web/tsconfig.json declare
// it, in the shape dependency-cruiser reads (a webpack `resolve` section).
const path = require('node:path');

module.exports = {
  resolve: { alias: { '@': path.join(__dirname, 'web/src') } },
};
