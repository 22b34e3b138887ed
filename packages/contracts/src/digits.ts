/** Bengali digits ০–৯ (U+09E6–U+09EF) as ASCII 0–9: "১০uF" is "10uF", "ডিডিআর৪" is "ডিডিআর4". */
export function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}
