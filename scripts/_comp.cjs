const { SourceMapConsumer } = require('source-map-js')
const fs = require('fs')
const file = process.argv[2]
const code = fs.readFileSync(file, 'utf8')
const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')))
const lines = code.split('\n')
const bytes = {}
let prev = null
map.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const len = m.generatedColumn - prev.generatedColumn
    const src = prev.source || '(none)'
    bytes[src] = (bytes[src] || 0) + len
  }
  prev = m
})
const groups = {}
for (const [s, b] of Object.entries(bytes)) {
  const key = s.includes('node_modules')
    ? s.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    : s.replace(/^.*?\/(client|shared)\//, '$1/')
  groups[key] = (groups[key] || 0) + b
}
const tot = Object.values(groups).reduce((a, b) => a + b, 0)
console.log('total mapped', tot, 'file', code.length)
for (const [k, v] of Object.entries(groups)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40))
  console.log(String(v).padStart(8), k)
