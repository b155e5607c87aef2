/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { isLetterWaiting } from './letter-labels';
export { letterProblemsOf } from './letter-problems';
export { LetterProblems } from './LetterProblems';
export { LetterFees } from './LetterFees';
export { LetterText } from './LetterText';
export { ordinalDay } from './fee-words';
export { SignedLetterDownload } from './SignedLetterDownload';
