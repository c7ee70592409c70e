import * as streams from 'node:stream/web'

// Node's web streams, missing from jsdom's window in a VM context (the 'vm' test project):
// msw's fetch interceptor is built on them.
for (const name of [
  'TransformStream',
  'ReadableStream',
  'WritableStream',
  'TextDecoderStream',
  'TextEncoderStream',
] as const)
  (globalThis as Record<string, unknown>)[name] ??= streams[name]
