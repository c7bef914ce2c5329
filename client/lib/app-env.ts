// Which configuration this page runs in ('local' or 'production'), read from the public config the
// Worker embeds. Tiny on purpose: every page loads it (the validated config lives in config.ts).
export function appEnv(): 'local' | 'production' {
  try {
    const config = JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { appEnv?: string }
    return config.appEnv === 'local' ? 'local' : 'production'
  } catch {
    return 'production'
  }
}
