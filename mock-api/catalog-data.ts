import { createRng, intBetween } from './lib/prng'

/** The analytics event catalog: 2,000 deterministic, realistic snake_case event types. */

export interface CatalogItem {
  readonly event_type: string
  readonly event_keys: readonly string[]
}

const SUBJECTS = [
  'dictation',
  'dictation_session',
  'dictation_command',
  'dictation_language',
  'transcript',
  'transcription',
  'voice_command',
  'microphone',
  'audio_device',
  'hotkey',
  'shortcut',
  'snippet',
  'dictionary_word',
  'custom_vocabulary',
  'note',
  'document',
  'clipboard',
  'paste',
  'autocorrect',
  'formatting',
  'punctuation',
  'language_model',
  'settings',
  'preferences',
  'theme',
  'notification',
  'onboarding',
  'onboarding_step',
  'tutorial',
  'account',
  'profile',
  'login',
  'logout',
  'password',
  'sso_login',
  'subscription',
  'checkout',
  'invoice',
  'plan',
  'seat',
  'team',
  'team_member',
  'invitation',
  'organization',
  'workspace',
  'integration',
  'slack_integration',
  'app_window',
  'overlay',
  'tray_icon',
  'update',
  'crash_report',
  'feedback',
  'survey',
  'referral',
  'achievement',
  'streak',
  'usage_limit',
  'export',
  'import',
  'search',
  'history_item',
  'privacy_mode',
  'data_controls',
  'permission',
  'accessibility_permission',
]

const ACTIONS = [
  'started',
  'completed',
  'failed',
  'cancelled',
  'paused',
  'resumed',
  'opened',
  'closed',
  'viewed',
  'clicked',
  'changed',
  'updated',
  'created',
  'deleted',
  'enabled',
  'disabled',
  'selected',
  'shown',
  'dismissed',
  'submitted',
  'retried',
  'timed_out',
  'synced',
  'copied',
  'shared',
  'granted',
  'denied',
  'requested',
  'expired',
  'renewed',
]

const QUALIFIERS = ['', '', '', 'desktop', 'mobile', 'web', 'ios', 'android', 'mac', 'windows']

const COMMON_KEYS = ['user_id', 'session_id', 'timestamp', 'app_version', 'platform']
const KEYS = [
  'os_version',
  'device_model',
  'locale',
  'language',
  'timezone',
  'organization_id',
  'plan',
  'seat_count',
  'role',
  'duration_ms',
  'word_count',
  'character_count',
  'audio_length_ms',
  'latency_ms',
  'model_version',
  'error_code',
  'error_message',
  'retry_count',
  'source',
  'target_app',
  'window_title',
  'input_device',
  'sample_rate',
  'noise_level',
  'confidence',
  'edit_distance',
  'correction_count',
  'hotkey',
  'trigger',
  'screen',
  'previous_value',
  'new_value',
  'setting_name',
  'experiment_id',
  'variant',
  'referrer',
  'campaign',
  'utm_source',
  'utm_medium',
  'step',
  'step_index',
  'total_steps',
  'is_first_time',
  'is_enterprise',
  'network_type',
  'battery_level',
  'memory_mb',
  'cpu_usage',
  'feature_flag',
  'snippet_id',
  'snippet_length',
  'dictionary_size',
  'vocabulary_term',
  'export_format',
  'file_size',
  'notification_type',
  'notification_key',
  'achievement_key',
  'streak_days',
  'invite_email_domain',
  'invite_role',
  'price_id',
  'currency',
  'amount_cents',
  'billing_period',
  'payment_method',
  'sso_provider',
  'permission_name',
  'result',
  'reason',
  'count',
  'query_length',
  'result_count',
  'integration_name',
  'workspace_id',
  'team_size',
  'privacy_mode',
  'zdr_enabled',
  'local_data_delete',
  'app_build',
  'release_channel',
  'crash_signature',
]

let cache: readonly CatalogItem[] | null = null

function generate(): readonly CatalogItem[] {
  const rng = createRng(0xca7a10)
  const names = new Set<string>(['dictation_started', 'dictation_completed', 'settings_changed'])
  const candidates: string[] = []
  for (const subject of SUBJECTS)
    for (const action of ACTIONS)
      for (const q of QUALIFIERS)
        candidates.push(q ? `${subject}_${action}_${q}` : `${subject}_${action}`)
  // Deterministic shuffle, then keep the first unique 2,000 (plain names are listed once per '' qualifier).
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    const a = candidates[i] as string
    candidates[i] = candidates[j] as string
    candidates[j] = a
  }
  for (const name of candidates) {
    if (names.size >= 2_000) break
    names.add(name)
  }
  return [...names].sort().map((event_type) => {
    const count = intBetween(rng, 1, 40)
    const keys = COMMON_KEYS.slice(0, Math.min(count, intBetween(rng, 1, COMMON_KEYS.length)))
    const pool = KEYS.slice()
    while (keys.length < count && pool.length) {
      const [key] = pool.splice(Math.floor(rng() * pool.length), 1)
      if (key) keys.push(key)
    }
    return Object.freeze({ event_type, event_keys: Object.freeze(keys) })
  })
}

/** The immutable catalog (generated on first use). */
export function catalog(): readonly CatalogItem[] {
  cache ??= Object.freeze(generate())
  return cache
}
