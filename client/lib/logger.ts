// Levelled logging with the spec's minimum level (§9: info). Issue 4 sends errors to /api/log.
import { LOG_MIN_LEVEL } from '../../shared/constants'

const LEVELS = ['debug', 'info', 'warn', 'error'] as const
type Level = (typeof LEVELS)[number]
const min = LEVELS.indexOf(LOG_MIN_LEVEL)

function log(level: Level, message: string, context?: unknown) {
  if (LEVELS.indexOf(level) < min) return
  const line = `[${level}] ${message}`
  if (level === 'error') console.error(line, context ?? '')
  else if (level === 'warn') console.warn(line, context ?? '')
  else console.info(line, context ?? '')
}

export const logger = {
  debug: (m: string, c?: unknown) => log('debug', m, c),
  info: (m: string, c?: unknown) => log('info', m, c),
  warn: (m: string, c?: unknown) => log('warn', m, c),
  error: (m: string, c?: unknown) => log('error', m, c),
}
