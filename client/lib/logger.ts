// Levelled logging with the spec's minimum level (§9: info). In production, errors also go to the
// Worker's first-party endpoint /api/log (validated and size-limited there) — nothing to third parties.
import { LOG_MIN_LEVEL } from '../../shared/constants'
import type { LogEntry } from '../../shared/schemas/telemetry'
import { appEnv } from './app-env'

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const MAX_REPORTS_PER_PAGE = 20
let reported = 0

export const shouldLog = (level: LogLevel, min: LogLevel = LOG_MIN_LEVEL) =>
  LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(min)

function report(message: string, context: unknown) {
  if (typeof window === 'undefined' || appEnv() !== 'production' || reported >= MAX_REPORTS_PER_PAGE) return
  reported++
  const stack = context instanceof Error ? context.stack : (context as { stack?: unknown } | undefined)?.stack
  const entry: LogEntry = {
    level: 'error',
    message: message.slice(0, 2000),
    stack: typeof stack === 'string' ? stack.slice(0, 4000) : undefined,
    timestamp: new Date().toISOString(),
    url: window.location.href.slice(0, 2048),
    userAgent: navigator.userAgent.slice(0, 512),
  }
  void fetch('/api/log', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).catch(() => {
    // Nowhere left to report to; the console has it.
  })
}

function log(level: LogLevel, message: string, context?: unknown) {
  if (!shouldLog(level)) return
  const line = `[${level}] ${message}`
  if (level === 'error') {
    console.error(line, context ?? '')
    report(message, context)
  } else if (level === 'warn') console.warn(line, context ?? '')
  else console.info(line, context ?? '')
}

export const logger = {
  debug: (m: string, c?: unknown) => log('debug', m, c),
  info: (m: string, c?: unknown) => log('info', m, c),
  warn: (m: string, c?: unknown) => log('warn', m, c),
  error: (m: string, c?: unknown) => log('error', m, c),
}

/**
 * spec §8: uncaught errors and unhandled promise rejections are logged with message, stack,
 * timestamp, page URL and browser agent.
 */
export function installGlobalErrorLogging() {
  const describe = (reason: unknown) => ({
    message: reason instanceof Error ? reason.message : String(reason),
    stack: reason instanceof Error ? reason.stack : undefined,
    timestamp: new Date().toISOString(),
    url: window.location.href,
    userAgent: navigator.userAgent,
  })
  window.addEventListener('error', (event) => {
    const details = describe(event.error ?? event.message)
    logger.error(`Uncaught error: ${details.message}`, details)
  })
  window.addEventListener('unhandledrejection', (event) => {
    const details = describe(event.reason)
    logger.error(`Unhandled promise rejection: ${details.message}`, details)
  })
}
