// The prose of docs/api.md around the generated endpoint sections (scripts/contract-docs.ts).

export const HEADER = `# Flow admin portal API

Generated from \`src/shared/contract\` by \`npm run contract\` (do not edit; a test fails when this
file or \`docs/openapi.json\` is stale). The client parses every answer with these schemas, and the
demo backend (\`mock-api/\`) is type-checked and tested against them.

## Rules for every call

- All JSON, except answers marked \`text/csv\` (the text is the answer). Paths other than \`/api/v1/…\`, \`/user_status\` and \`/email/…\` live under
  \`/api/v1/enterprise\` (the client writes them short: \`/members\` is \`/api/v1/enterprise/members\`).
- **Auth**: every call except \`/user_status\`, \`/email/*\`, the provider sign-in pages and \`/demo/*\`
  needs \`Authorization: Bearer <access token>\` (otherwise 401 \`not_authenticated\`). "Admin" means the
  caller's role in their organisation is admin (403 \`admin_required\`); "internal" means the caller's
  e-mail ends with \`@flow.test\` (403 \`internal_only\`); "internal admin" means an admin of the
  organisation on that domain.
- **Limits**: bodies over 64 KiB answer 413 \`payload_too_large\`; text fields have the maximum
  lengths of \`LIMITS\` (\`src/shared/contract/limits.ts\`). Rate-limited calls answer 429
  \`rate_limited\` with a \`Retry-After\` header (seconds) and \`retry_after\` in the body.
- **Errors**: a 4xx/5xx status and a JSON body with a machine-readable \`code\` and words in
  \`detail\`, \`error\` or \`message\` (the client reads them in the order message, detail, error and
  tells refusals apart by \`code\` only). Each endpoint lists its codes below.
- **Bulk runs**: the calls of one bulk run (the team's bulk actions, Invite many, a resend's revoke
  and invite) carry the same \`X-Audit-Batch: <id>\` header, an id of at most 64 letters, digits,
  \`_\` or \`-\`; a server with the \`audit-log\` extension records it as their events' \`batch_id\`.
- **Seats**: \`numSeats\` = seats in use now (members + pending invitations), the X of "Using X of Y
  billed seats"; \`seatsCurrentCycle\` = seats billed this cycle, the Y. An invite that takes use above
  it raises it; revoking or removing lowers \`numSeats\` only (removed seats stay billed until the
  next cycle).

## Provider sign-in (browser navigation, HTML)

\`GET /google/sign_in?source=\`, \`/microsoft/sign_in\`, \`/apple/sign_in\`, \`/sso/sign_in?email=&source=\`.
The demo page's Continue returns to \`<source>/login?access_token=…&refresh_token=…\` (and \`&state=…\`
when the page was given a \`state\`). \`source\` must be on the server's own origin (or \`DEMO_SOURCE_ORIGINS\`).

## Auth service (Supabase Auth REST subset, base \`<origin>/auth/v1\` in the demo)

- \`POST /token?grant_type=password\` \`{email,password}\` → \`{access_token, token_type:"bearer", expires_in, expires_at, refresh_token, user}\`; 400 \`{code:400, error_code:"invalid_credentials", msg:"Invalid login credentials"}\`; unverified: 400 \`error_code:"email_not_confirmed"\`; after 10 failures a minute for the e-mail or the client address, 429 \`{code:429, error_code:"rate_limited", msg, retry_after}\` with \`Retry-After\` (successes never count).
- \`POST /token?grant_type=refresh_token\` \`{refresh_token}\` → new session, the refresh token rotates (the old one is revoked; reused within 10 s it answers the same new session, after that it revokes the whole session); 400 \`error_code:"refresh_token_not_found"\`.
- \`GET /user\` (Bearer) → user; 401/403 \`error_code:"bad_jwt"\` on a bad or expired token.
- \`POST /logout?scope=global|local|others\` (Bearer) → 204.
- User: \`{id, aud:"authenticated", role:"authenticated", email, email_confirmed_at, app_metadata:{provider, providers:[provider]}, user_metadata:{full_name, avatar_url}, identities:[], created_at, updated_at}\`.
- Access tokens are JWT-shaped (HS256 over a demo secret), \`exp\` one hour by default (\`DEMO_TOKEN_TTL_SECONDS\`).
`

export const EXTENSIONS_INTRO = `Proposed by the portal beyond the SPEC's API, for the backend team to build (\`x-extension\`
in docs/openapi.json). \`GET /api/v1/capabilities\` names the extensions a server has; the portal
shows an extension's pages, menu entries and commands only when its name is listed, and treats a
404 as none. The demo backend has every extension unless \`DEMO_EXTENSIONS\` lists the ones
to keep (comma-separated names, or \`none\`).`
