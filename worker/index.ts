// Composition root: middleware order and route mounting, nothing else.
import { Hono } from 'hono'
import { api } from './api'
import { ConfigError, type AppEnv } from './env'
import { config } from './middleware/config'
import { redirects } from './middleware/redirects'
import { securityHeaders } from './middleware/security-headers'
import { servePage } from './render/pages'

const app = new Hono<AppEnv>()

app.use(config())
app.use(securityHeaders())
app.route('/api', api)
// A hashed asset the assets binding did not have: never a page, never a redirect.
app.all('/assets/*', (c) => c.text('Not found', 404))
app.use(redirects())
app.on(['GET', 'HEAD'], '*', servePage)
app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }))

app.onError((error, c) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
    return c.text(`Server misconfigured. ${error.message}`, 500)
  }
  console.error('Unhandled error', c.req.method, new URL(c.req.url).pathname, error)
  return c.text('Something went wrong on our side. Please try again.', 500)
})

export default app
