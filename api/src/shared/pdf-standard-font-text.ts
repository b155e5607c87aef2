/** The Windows-1252 characters beyond Latin-1's printable ones: the standard PDF fonts' only others. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printable = (character: string) => {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
};

/**
 * Text the standard PDF fonts can draw, for the PDFs pdfkit writes with them (a signed letter, an
 * organizer's answers): they know Windows-1252's characters only (no font is embedded or
 * downloaded). Anything else loses its accents when that is enough (ā → a), and is a question
 * mark otherwise, so that one character cannot garble the rest of a line. What is stored (and
 * fingerprinted) is the original text, not this.
 */
export function toStandardFontText(text: string): string {
  let out = '';
  for (const character of text) {
    if (character === '\n' || printable(character)) out += character;
    else if (character === '\t') out += ' ';
    else {
      const plain = character.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain && [...plain].every(printable) ? plain : '?';
    }
  }
  return out;
}
