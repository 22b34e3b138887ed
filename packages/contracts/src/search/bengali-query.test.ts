import { describe, expect, it } from 'vitest';
import { bengaliPrefixMatches, expandBengaliQuery } from './bengali-query.ts';
import { normaliseQueryQuantities } from './quantity-words.ts';

const englishOf = (q: string) => expandBengaliQuery(q).english;

describe('a Bengali query in English words', () => {
  it('knows the field’s words in their common spellings', () => {
    const cases: [string, string][] = [
      ['মেমোরি', 'memory'],
      ['মেমরি', 'memory'],
      ['র\u200D্যাম', 'ram'], // র‍্যাম: ZWJ before the hasanta, as most keyboards type it
      ['র্যাম', 'ram'], // no joiner
      ['র\u200C্যাম', 'ram'], // a non-joiner, as text converted from older encodings has it
      ['বোর্ড', 'board'],
      ['মাদারবোর্ড', 'motherboard'],
      ['মাদার বোর্ড', 'motherboard'],
      ['ক্যাপাসিটর', 'capacitor'],
      ['ক্যাপাসিটার', 'capacitor'],
      ['রেজিস্টর', 'resistor'],
      ['রেজিস্টার', 'resistor'],
      ['রাস্পবেরি পাই', 'raspberry pi'],
      ['রাস্পবেরী পাই', 'raspberry pi'],
      ['আরডুইনো', 'arduino'],
      ['ল্যাপটপ', 'laptop'],
      ['চার্জার', 'charger'],
      ['ব্যাটারি', 'battery'],
      ['ব্যাটারী', 'battery'],
      ['মনিটর', 'monitor'],
      ['কিবোর্ড', 'keyboard'],
      ['কীবোর্ড', 'keyboard'],
      ['মাউস', 'mouse'],
      ['প্রসেসর', 'processor'],
      ['গ্রাফিক্স কার্ড', 'graphics card'],
      ['হার্ড ডিস্ক', 'hard drive'],
      ['হার্ডডিস্ক', 'hard drive'],
      ['এসএসডি', 'ssd'],
      ['ট্রানজিস্টর', 'transistor'],
      ['ডায়োড', 'diode'],
      ['ডা\u09AF\u09BCোড', 'diode'], // য় typed as য + nukta
      ['সেন্সর', 'sensor'],
      ['মডিউল', 'module'],
      ['ডিসপ্লে', 'display'],
      ['ওয়াই-ফাই', 'wifi'],
    ];
    for (const [bengali, english] of cases) expect(englishOf(bengali), bengali).toEqual([english]);
  });

  it('takes the longest phrase first', () => {
    expect(expandBengaliQuery('রাস্পবেরি পাই ৪')).toEqual({ translated: 'raspberry pi 4', english: ['raspberry pi'], rest: '4' });
    expect(englishOf('রাস্পবেরি')).toEqual(['raspberry']);
    expect(englishOf('মেমোরি কার্ড')).toEqual(['memory card']);
    expect(englishOf('মোটর ড্রাইভার বোর্ড')).toEqual(['motor driver', 'board']);
    expect(englishOf('ভোল্টেজ রেগুলেটর')).toEqual(['voltage regulator']);
  });

  it('turns Bengali digits into digits and keeps the words it does not know, as typed', () => {
    expect(expandBengaliQuery('৮ জিবি র‍্যাম ddr4')).toEqual({ translated: '8 gb ram ddr4', english: ['gb', 'ram'], rest: '8 ddr4' });
    expect(expandBengaliQuery('পুরনো আরডুইনো উনো বোর্ড')).toEqual({
      translated: 'পুরনো arduino uno board',
      english: ['arduino', 'uno', 'board'],
      rest: 'পুরনো',
    });
    expect(expandBengaliQuery('LM317-T 4.7k')).toEqual({ translated: 'LM317-T 4.7k', english: [], rest: 'LM317-T 4.7k' });
    expect(expandBengaliQuery('')).toEqual({ translated: '', english: [], rest: '' });
  });

  it('reads a word with a case ending or a classifier as the word', () => {
    expect(englishOf('ল্যাপটপের চার্জার')).toEqual(['laptop', 'charger']);
    expect(englishOf('বোর্ডটা')).toEqual(['board']);
    expect(englishOf('ব্যাটারির')).toEqual(['battery']);
    expect(englishOf('মনিটরগুলো')).toEqual(['monitor']);
    expect(englishOf('রাস্পবেরি পাইয়ের')).toEqual(['raspberry pi']);
    // An ending on a word the vocabulary does not know leaves it a word it does not know.
    expect(englishOf('পুরনোর')).toEqual([]);
  });

  it('reads a part family written with its digits in one word', () => {
    expect(englishOf('ডিডিআর৪')).toEqual(['ddr4']);
    expect(englishOf('ইএসপি৩২')).toEqual(['esp32']);
    expect(expandBengaliQuery('র‍্যাম ৮').translated).toBe('ram 8');
  });

  it('gives the quantity reader units it can read', () => {
    expect(normaliseQueryQuantities(expandBengaliQuery('৮ জিবি র‍্যাম').translated)).toBe('8gb ram');
    expect(normaliseQueryQuantities(expandBengaliQuery('১০ মাইক্রোফ্যারাড ক্যাপাসিটর').translated)).toBe('10uf capacitor');
    expect(normaliseQueryQuantities(expandBengaliQuery('১ টেরাবাইট এসএসডি').translated)).toBe('1tb ssd');
  });
});

describe('Bengali prefixes for suggestions', () => {
  it('lists the English words whose spellings start with what is typed, closest first', () => {
    expect(bengaliPrefixMatches('মেম')).toEqual(['memory', 'memory card']);
    expect(bengaliPrefixMatches('আরডু')).toEqual(['arduino']);
    expect(bengaliPrefixMatches('র\u200D্যা')).toEqual(['ram']);
    expect(bengaliPrefixMatches('রাস্প')).toEqual(['raspberry', 'raspberry pi']);
    expect(bengaliPrefixMatches('রাস্পবেরি প')).toEqual(['raspberry pi']);
  });

  it('stops at the limit, and answers nothing for Latin or empty text', () => {
    expect(bengaliPrefixMatches('ম', 3)).toHaveLength(3);
    expect(bengaliPrefixMatches('ম', 0)).toEqual([]);
    expect(bengaliPrefixMatches('mem')).toEqual([]);
    expect(bengaliPrefixMatches('')).toEqual([]);
    expect(bengaliPrefixMatches('ঝঝঝ')).toEqual([]);
  });
});
