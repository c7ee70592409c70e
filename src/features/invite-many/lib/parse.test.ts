import { describe, expect, it } from 'vitest'
import { parseAddressList } from './parse-addresses'
import { csvRecords, parseInviteCsv, parseInviteText } from './parse-csv'

const emails = (text: string) => parseAddressList(text).map((e) => e.email)

describe('pasted addresses (INVITE-2)', () => {
  it('splits on commas, semicolons, spaces, tabs and new lines', () => {
    expect(emails('a@x.test, b@x.test;c@x.test d@x.test\te@x.test\nf@x.test\r\ng@x.test')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
      'e@x.test',
      'f@x.test',
      'g@x.test',
    ])
    expect(emails(' ,, ;\n\n ')).toEqual([])
  })

  it('reads "Name <address>", quoted names with commas, and keeps stray words as rows', () => {
    expect(
      parseAddressList(
        'Ada Lovelace <ada@x.test>, "Hopper, Grace" <grace@x.test>; <bare@x.test> oops',
      ),
    ).toEqual([
      { email: 'ada@x.test', name: 'Ada Lovelace' },
      { email: 'grace@x.test', name: 'Hopper, Grace' },
      { email: 'bare@x.test' },
      { email: 'oops' },
    ])
    // A word before a bare address is not its name: it is a row the pre-flight will refuse.
    expect(emails('Bob bob@x.test')).toEqual(['Bob', 'bob@x.test'])
  })
})

describe('CSV (INVITE-3)', () => {
  it('reads quoted fields with delimiters, quotes and new lines inside', () => {
    expect(csvRecords('a,"b,c","say ""hi""","two\nlines"\r\nd,e\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\nlines'],
      ['d', 'e'],
    ])
  })

  it('needs an email column; role is optional and given per row', () => {
    expect(parseInviteCsv('email\nA@x.test\n\nb@x.test\n')).toEqual({
      entries: [{ email: 'A@x.test' }, { email: 'b@x.test' }],
    })
    expect(
      parseInviteCsv('\uFEFFName,Email,Role\r\n"Lovelace, Ada",ada@x.test,Admin\r\n,b@x.test,\r\n'),
    ).toEqual({
      entries: [
        { email: 'ada@x.test', name: 'Lovelace, Ada', role: 'admin' },
        { email: 'b@x.test' },
      ],
    })
    expect(parseInviteCsv('name,address\nAda,ada@x.test')).toEqual({
      entries: [],
      error: 'The file needs a header row with an email column',
    })
  })

  it('refuses a role that is neither member nor admin, on that row only', () => {
    expect(parseInviteCsv('email,role\na@x.test,owner\nb@x.test,member').entries).toEqual([
      { email: 'a@x.test', error: 'Role must be member or admin' },
      { email: 'b@x.test', role: 'member' },
    ])
  })

  it('reads semicolon-separated files and "Name <address>" cells', () => {
    expect(
      parseInviteCsv('email;role\nAda <ada@x.test>;admin\n"Hopper, Grace <g@x.test>";').entries,
    ).toEqual([
      { email: 'ada@x.test', name: 'Ada', role: 'admin' },
      { email: 'g@x.test', name: 'Hopper, Grace' },
    ])
  })

  it('reads a paste as CSV only when it starts with an email header', () => {
    expect(parseInviteText('email,role\na@x.test,admin').entries).toEqual([
      { email: 'a@x.test', role: 'admin' },
    ])
    expect(parseInviteText('a@x.test,admin').entries).toEqual([
      { email: 'a@x.test' },
      { email: 'admin' },
    ])
  })
})
