// firebase-server requires the whole firebase 8 bundle, and npm hoists firebase 8's @firebase/auth next to
// firebase 12's @firebase/app, so that require crashes. The server only needs app + database: hand it those.
const path = require('node:path')
const { createRequire } = require('node:module')

const serverDir = path.dirname(require.resolve('firebase-server/package.json'))
const serverRequire = createRequire(path.join(serverDir, 'package.json'))
const mainPath = serverRequire.resolve('firebase')
if (!require.cache[mainPath]) {
  const app = serverRequire('firebase/app')
  serverRequire('firebase/database')
  const firebase = app.default || app
  require.cache[mainPath] = { id: mainPath, filename: mainPath, loaded: true, exports: firebase }
}
module.exports = serverRequire('firebase-server')
