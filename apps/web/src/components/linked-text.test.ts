import { describe, expect, it } from 'vitest';
import { splitLinks } from './linked-text.tsx';

describe('splitLinks', () => {
  it('finds http(s) links and leaves the rest, markup included, as text', () => {
    expect(splitLinks('See https://example.com/a?b=1, or <b>http://x.test</b>.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ', or <b>' },
      { text: 'http://x.test', href: 'http://x.test' },
      { text: '</b>.' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x ftp://x')).toEqual([{ text: 'javascript:alert(1) data:text/html,x ftp://x' }]);
  });
});
